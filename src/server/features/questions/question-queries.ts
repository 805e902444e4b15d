import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OfferKind } from '../../../domain/bookings/offer-policy';
import type { CheckedAnswer, OfferQuestion } from '../../../domain/questions/questions';
import type { ChildAnswers } from '../../../domain/questions/questions-api';
import type { DbOrTx } from '../../db/client';
import { offerAnswers, offerQuestions } from '../../db/schema';

// The questions of a training or camp and the answers given to them (decision 055). A question names its offer by
// session_id or camp_id, like a waitlist entry.

export function questionOfferColumn(kind: OfferKind) {
  return kind === 'training' ? offerQuestions.sessionId : offerQuestions.campId;
}

export function questionOfferKey(kind: OfferKind, offerId: string) {
  return kind === 'training' ? { sessionId: offerId } : { campId: offerId };
}

const questionColumns = {
  id: offerQuestions.id,
  label: offerQuestions.label,
  kind: offerQuestions.kind,
  options: offerQuestions.options,
  required: offerQuestions.required,
  adminOnly: offerQuestions.adminOnly,
};

/** The offer's questions still asked, in their order. */
export function selectLiveQuestions(db: DbOrTx, kind: OfferKind, offerId: string): Promise<OfferQuestion[]> {
  return db
    .select(questionColumns)
    .from(offerQuestions)
    .where(and(eq(questionOfferColumn(kind), offerId), isNull(offerQuestions.archivedAt)))
    .orderBy(asc(offerQuestions.position), asc(offerQuestions.createdAt));
}

/** The live questions with how many children answered each. */
export function selectQuestionsWithCounts(db: DbOrTx, kind: OfferKind, offerId: string) {
  const answers = db
    .select({ questionId: offerAnswers.questionId, n: count().as('n') })
    .from(offerAnswers)
    .groupBy(offerAnswers.questionId)
    .as('answer_counts');
  return db
    .select({ ...questionColumns, answerCount: sql<number>`coalesce(${answers.n}, 0)`.mapWith(Number) })
    .from(offerQuestions)
    .leftJoin(answers, eq(answers.questionId, offerQuestions.id))
    .where(and(eq(questionOfferColumn(kind), offerId), isNull(offerQuestions.archivedAt)))
    .orderBy(asc(offerQuestions.position), asc(offerQuestions.createdAt));
}

/** The next position at the end of the offer's questions (archived ones included, so order stays stable). */
export async function nextPosition(db: DbOrTx, kind: OfferKind, offerId: string): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${offerQuestions.position})` })
    .from(offerQuestions)
    .where(eq(questionOfferColumn(kind), offerId));
  return (row?.last ?? -1) + 1;
}

/**
 * Replaces a child's answers to `questionIds` with `answers` (a subset of them): the others' answers go, the
 * given ones are written with today's wording and text.
 */
export async function replaceAnswers(
  tx: DbOrTx,
  input: {
    childId: string;
    questionIds: readonly string[];
    answers: readonly CheckedAnswer[];
    by: string;
    now: Date;
  },
): Promise<void> {
  const { childId, questionIds, answers, by, now } = input;
  const kept = new Set(answers.map((a) => a.questionId));
  const dropped = questionIds.filter((id) => !kept.has(id));
  if (dropped.length > 0)
    await tx
      .delete(offerAnswers)
      .where(and(eq(offerAnswers.childId, childId), inArray(offerAnswers.questionId, dropped)));
  await upsertAnswers(tx, childId, answers, by, now);
}

/** Writes the answers of one child (a booking's, or a change), each over an earlier answer to the same question. */
export async function upsertAnswers(
  tx: DbOrTx,
  childId: string,
  answers: readonly CheckedAnswer[],
  by: string,
  now: Date,
): Promise<void> {
  if (answers.length === 0) return;
  await tx
    .insert(offerAnswers)
    .values(
      answers.map((a) => ({
        questionId: a.questionId,
        childId,
        value: a.value,
        questionLabel: a.questionLabel,
        answerText: a.text,
        answeredBy: by,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [offerAnswers.questionId, offerAnswers.childId],
      set: {
        value: sql`excluded.value`,
        questionLabel: sql`excluded.question_label`,
        answerText: sql`excluded.answer_text`,
        answeredBy: sql`excluded.answered_by`,
        updatedAt: now,
      },
    });
}

/** The children's answers to the offer's questions (archived ones included), by child, then by question. */
export async function selectAnswers(
  db: DbOrTx,
  kind: OfferKind,
  offerId: string,
  childIds: readonly string[],
): Promise<Map<string, ChildAnswers>> {
  const byChild = new Map<string, ChildAnswers>();
  if (childIds.length === 0) return byChild;
  const rows = await db
    .select({
      childId: offerAnswers.childId,
      questionId: offerAnswers.questionId,
      value: offerAnswers.value,
      text: offerAnswers.answerText,
      questionLabel: offerAnswers.questionLabel,
    })
    .from(offerAnswers)
    .innerJoin(offerQuestions, eq(offerQuestions.id, offerAnswers.questionId))
    .where(and(eq(questionOfferColumn(kind), offerId), inArray(offerAnswers.childId, [...childIds])));
  for (const { childId, questionId, ...answer } of rows) {
    const answers = byChild.get(childId) ?? {};
    answers[questionId] = answer;
    byChild.set(childId, answers);
  }
  return byChild;
}

/**
 * Only the answers to `questions`: the parents see those to their questions alone (never a back-office answer), and
 * a dialog that sends its answers back whole edits those to live questions alone.
 */
export function answersTo(all: ChildAnswers | undefined, questions: readonly { id: string }[]): ChildAnswers {
  const ids = new Set(questions.map((q) => q.id));
  return Object.fromEntries(Object.entries(all ?? {}).filter(([id]) => ids.has(id)));
}

/** Which of the offer's questions each child has an answer to. */
export async function selectAnsweredQuestions(
  db: DbOrTx,
  kind: OfferKind,
  offerId: string,
  childIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const answers = await selectAnswers(db, kind, offerId, childIds);
  return new Map([...answers].map(([childId, given]) => [childId, new Set(Object.keys(given))]));
}
