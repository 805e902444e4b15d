import type { FamilyChild } from '@domain/bookings/contracts';
import { offerQuestionMessages as m } from '@domain/messages/offer-questions';
import { type AnswerSet, checkAnswers, type OfferQuestion } from '@domain/questions/questions';
import type { ChildAnswers, QuestionOfferKind } from '@domain/questions/questions-api';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Button } from '../../ui';
import { AnswerLines, QuestionFields } from '../../ui/question-fields';
import { useSetAnswers } from './question-queries';
import { childName } from './registration-list';

// The questions in the sign-up dialog (decision 055): asked per ticked child, and for a booked or waiting child its
// answers shown and changed until the cutoff.

/** The given answers as a set of values, to fill the fields with. */
export function answerValues(given: ChildAnswers | undefined): AnswerSet {
  return Object.fromEntries(Object.entries(given ?? {}).map(([id, a]) => [id, a.value]));
}

/** Problems worth showing before sending: a wrong value; a missing required answer only blocks the button. */
function visibleProblems(questions: readonly OfferQuestion[], answers: AnswerSet): Record<string, string> {
  const check = checkAnswers(questions, answers, 'parent');
  if (check.ok) return {};
  return Object.fromEntries(
    check.problems.filter((p) => p.message !== m.required).map((p) => [p.questionId, p.message]),
  );
}

export function ChildQuestions(props: {
  child: FamilyChild;
  questions: readonly OfferQuestion[];
  value: AnswerSet;
  onChange: (value: AnswerSet) => void;
  disabled: boolean;
}) {
  const heading = m.answersHeading(childName(props.child));
  return (
    <section aria-label={heading} className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3">
      <h3 className="text-sm font-semibold text-stone-900">{heading}</h3>
      <QuestionFields
        questions={props.questions}
        value={props.value}
        onChange={props.onChange}
        errors={visibleProblems(props.questions, props.value)}
        disabled={props.disabled}
      />
    </section>
  );
}

/** A booked or waiting child's answers, with "Antworten ändern" while parents may still book. */
export function GivenAnswers(props: {
  child: FamilyChild;
  kind: QuestionOfferKind;
  offerId: string;
  questions: readonly OfferQuestion[];
  given: ChildAnswers | undefined;
  open: boolean;
}) {
  const { child, questions, given } = props;
  const save = useSetAnswers(props.kind, props.offerId);
  const [editing, setEditing] = useState<AnswerSet | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (questions.length === 0) return null;
  const lines = questions.map((q) => ({ label: q.label, text: given?.[q.id]?.text ?? '' }));
  const ok = editing !== null && checkAnswers(questions, editing, 'parent').ok;
  const submit = async () => {
    if (!editing) return;
    try {
      await save.mutateAsync({ childId: child.id, answers: editing });
      setEditing(null);
      setNotice({ tone: 'success', text: m.answersSaved });
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err) });
    }
  };
  return (
    <div className="flex basis-full flex-col gap-2 pl-1">
      {editing === null ? (
        <>
          <AnswerLines lines={lines} />
          {props.open ? (
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              aria-label={`${m.editAnswers}: ${childName(child)}`}
              onClick={() => {
                setNotice(null);
                setEditing(answerValues(given));
              }}
            >
              {m.editAnswers}
            </Button>
          ) : (
            <p className="text-sm text-stone-600">{m.answersClosed}</p>
          )}
        </>
      ) : (
        <>
          <QuestionFields
            questions={questions}
            value={editing}
            onChange={setEditing}
            errors={visibleProblems(questions, editing)}
            disabled={save.isPending}
          />
          <div className="flex gap-2">
            <Button size="sm" onClick={submit} disabled={!ok} loading={save.isPending}>
              {m.saveAnswers}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setEditing(null)} disabled={save.isPending}>
              {m.cancel}
            </Button>
          </div>
        </>
      )}
      {notice && <AlertMessage tone={notice.tone}>{notice.text}</AlertMessage>}
    </div>
  );
}
