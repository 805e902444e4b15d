// Questions per offer (issue 30 item 1, decision 055): the rules of an answer set, pure and shared by the server
// (which decides) and the sign-up dialog (which shows the same refusals before sending).
import { offerQuestionMessages as m } from '../messages/offer-questions';

export const QUESTION_KINDS = ['SHORT_TEXT', 'LONG_TEXT', 'YES_NO', 'ONE_OF', 'SEVERAL_OF'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_LABEL_MAX = 200;
export const OPTION_MAX = 100;
export const OPTIONS_MAX = 20;
const SHORT_ANSWER_MAX = 200;
export const LONG_ANSWER_MAX = 2000;

/** The kinds whose answer is chosen from the question's options. */
export function isChoiceKind(kind: QuestionKind): boolean {
  return kind === 'ONE_OF' || kind === 'SEVERAL_OF';
}

/** A question as the rules see it: its current wording and options. */
export interface OfferQuestion {
  id: string;
  label: string;
  kind: QuestionKind;
  options: string[];
  required: boolean;
  /** Answered by the back office only: never asked of parents, never blocks a booking (hitobito 3686). */
  adminOnly: boolean;
}

/** A text, yes/no, one option's text, or several options' texts; null (or blank, or none chosen) is no answer. */
export type AnswerValue = string | boolean | string[];
export type AnswerSet = Record<string, AnswerValue | null | undefined>;

/** Who answers: a parent may answer the parents' questions only, the back office every question. */
export type AnswerAudience = 'parent' | 'admin';

/** An answer as it is stored: the value, and the question's wording and the answer's text at answer time. */
export interface CheckedAnswer {
  questionId: string;
  value: AnswerValue;
  /** The question's label when answered: an edit later leaves what the parent answered to readable. */
  questionLabel: string;
  /** The answer as a list shows it ("Ja", "Vegetarisch, Laktosefrei"). */
  text: string;
}

interface AnswerProblem {
  questionId: string;
  message: string;
}

export type AnswerCheck = { ok: true; answers: CheckedAnswer[] } | { ok: false; problems: AnswerProblem[] };

/** Whether a value counts as no answer: nothing, a blank text, or no option chosen. */
function isBlankAnswer(value: AnswerValue | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The answers as a request sends them: blank ones left out. */
export function answersToSend(answers: AnswerSet): Record<string, AnswerValue> {
  const sent: Record<string, AnswerValue> = {};
  for (const [id, value] of Object.entries(answers))
    if (!isBlankAnswer(value)) sent[id] = value as AnswerValue;
  return sent;
}

/** The questions the audience is asked: parents never see the back office's own questions. */
export function questionsFor<Q extends Pick<OfferQuestion, 'adminOnly'>>(
  questions: readonly Q[],
  audience: AnswerAudience,
): Q[] {
  return audience === 'admin' ? [...questions] : questions.filter((q) => !q.adminOnly);
}

/**
 * Checks an answer set against an offer's live questions. Every required parents' question must be answered,
 * whoever books (no route may skip one: hitobito 3309); a required back-office question never blocks a booking. A
 * parent answering a back-office question, an answer to no question of the offer, or an answer of the wrong kind
 * is refused. `answeredBefore` names the questions the child answered earlier for this offer (at a place on the
 * waitlist, a booking cancelled since): they count as answered. Answers the normalised answers (blank ones left
 * out) or every problem found.
 */
export function checkAnswers(
  questions: readonly OfferQuestion[],
  answers: AnswerSet,
  audience: AnswerAudience,
  answeredBefore: ReadonlySet<string> = new Set(),
): AnswerCheck {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const problems: AnswerProblem[] = [];
  const checked: CheckedAnswer[] = [];
  for (const [questionId, value] of Object.entries(answers)) {
    const question = byId.get(questionId);
    if (!question) {
      problems.push({ questionId, message: m.unknownQuestion });
      continue;
    }
    if (question.adminOnly && audience === 'parent') {
      problems.push({ questionId, message: m.adminOnly });
      continue;
    }
    if (isBlankAnswer(value)) continue;
    const answer = checkValue(question, value as AnswerValue);
    if (typeof answer === 'string') problems.push({ questionId, message: answer });
    else checked.push(answer);
  }
  for (const question of questions) {
    const answered = !isBlankAnswer(answers[question.id]) || answeredBefore.has(question.id);
    if (question.required && !question.adminOnly && !answered)
      problems.push({ questionId: question.id, message: m.required });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, answers: checked };
}

/** One answer of the right kind, normalised, or the refusal's text. */
function checkValue(question: OfferQuestion, value: AnswerValue): CheckedAnswer | string {
  const answer = (normalised: AnswerValue, text: string): CheckedAnswer => ({
    questionId: question.id,
    value: normalised,
    questionLabel: question.label,
    text,
  });
  switch (question.kind) {
    case 'SHORT_TEXT':
    case 'LONG_TEXT': {
      if (typeof value !== 'string') return m.wrongKind;
      const max = question.kind === 'SHORT_TEXT' ? SHORT_ANSWER_MAX : LONG_ANSWER_MAX;
      const text = value.trim();
      if (text.length > max) return m.tooLong(max);
      return answer(text, text);
    }
    case 'YES_NO':
      if (typeof value !== 'boolean') return m.wrongKind;
      return answer(value, value ? m.yes : m.no);
    case 'ONE_OF':
      if (typeof value !== 'string') return m.wrongKind;
      if (!question.options.includes(value)) return m.notAnOption;
      return answer(value, value);
    case 'SEVERAL_OF': {
      if (!Array.isArray(value)) return m.wrongKind;
      const chosen = new Set(value);
      if ([...chosen].some((option) => !question.options.includes(option))) return m.notAnOption;
      // In the question's order, each once: the stored text reads the same however the boxes were ticked.
      const ordered = question.options.filter((option) => chosen.has(option));
      return answer(ordered, ordered.join(', '));
    }
  }
}
