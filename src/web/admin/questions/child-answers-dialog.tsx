import { offerQuestionMessages as m } from '@domain/messages/offer-questions';
import { type AnswerSet, answersToSend, checkAnswers } from '@domain/questions/questions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, refusalText } from '../../lib/api';
import { AlertMessage, Button, Dialog, PageSpinner } from '../../ui';
import { QuestionFields } from '../../ui/question-fields';
import type { PanelOffer } from '../participants/participants-queries';

// "Antworten" beside a participant or a waiting child (decision 055): the back office reads and changes the child's
// answers to every question of the offer, its own questions among them, at any time; a required parents' question
// stays required. A waiting child's answers let "Jetzt anmelden" pass a question added after the child joined.

export function ChildAnswersButton({
  offer,
  childId,
  name,
}: {
  offer: PanelOffer;
  childId: string;
  name: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`${m.adminAnswers}: ${name}`}
        onClick={() => setOpen(true)}
      >
        {m.adminAnswers}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={`${m.adminAnswers}: ${name}`}>
        {open && <ChildAnswersForm offer={offer} childId={childId} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function ChildAnswersForm({
  offer,
  childId,
  onDone,
}: {
  offer: PanelOffer;
  childId: string;
  onDone: () => void;
}) {
  const params = { kind: offer.kind, offerId: offer.id, childId };
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: ['admin', 'answers', offer.kind, offer.id, childId],
    queryFn: ({ signal }) => call('GET /admin/questions/:kind/:offerId/answers/:childId', { params, signal }),
  });
  const save = useMutation({
    mutationFn: (answers: AnswerSet) =>
      call('PUT /admin/questions/:kind/:offerId/answers/:childId', {
        params,
        body: { answers: answersToSend(answers) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  const [value, setValue] = useState<AnswerSet | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!current.data) return <PageSpinner />;
  const { questions, answers } = current.data;
  // The dialog sends its answers back whole: only those to its questions, so no other id can refuse the save.
  const shown =
    value ??
    Object.fromEntries(
      questions.flatMap((q) => {
        const given = answers[q.id];
        return given ? [[q.id, given.value]] : [];
      }),
    );
  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync(shown);
      onDone();
    } catch (err) {
      setError(refusalText(err, m.saveFailed));
    }
  };
  return (
    <div className="flex flex-col gap-4">
      {questions.length === 0 ? (
        <p className="text-stone-600">{m.adminEmpty}</p>
      ) : (
        <QuestionFields questions={questions} value={shown} onChange={setValue} disabled={save.isPending} />
      )}
      {error && <AlertMessage tone="error">{error}</AlertMessage>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {m.cancel}
        </Button>
        <Button
          onClick={submit}
          loading={save.isPending}
          disabled={questions.length === 0 || !checkAnswers(questions, shown, 'admin').ok}
        >
          {m.adminSaveAnswers}
        </Button>
      </div>
    </div>
  );
}
