import { offerQuestionMessages as m } from '@domain/messages/offer-questions';
import { type AnswerSet, checkAnswers } from '@domain/questions/questions';
import { QuestionFields } from '../../ui/question-fields';
import type { PanelOffer } from '../participants/participants-queries';
import { useAdminQuestions } from './questions-queries';

// "+ Kind" asks the offer's questions too (decision 055): a required parents' question binds the back office like
// every route that takes a place; the back office's own questions may be answered here as well.

export function AddChildAnswers({
  offer,
  value,
  onChange,
}: {
  offer: PanelOffer;
  value: AnswerSet;
  onChange: (value: AnswerSet) => void;
}) {
  const questions = useAdminQuestions(offer).data?.questions ?? [];
  if (questions.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <QuestionFields questions={questions} value={value} onChange={onChange} />
      {!checkAnswers(questions, value, 'admin').ok && (
        <p className="text-sm text-stone-700">{m.answerAllRequired}</p>
      )}
    </div>
  );
}
