import { asc, eq } from 'drizzle-orm';
import type { ParticipantAnswer } from '../../../domain/bookings/admin-participants';
import type { OfferKind } from '../../../domain/bookings/offer-policy';
import { offerQuestionMessages as m } from '../../../domain/messages/offer-questions';
import type { DbOrTx } from '../../db/client';
import { offerQuestions } from '../../db/schema';
import { questionOfferColumn, selectAnswers } from './question-queries';

/**
 * The participants lists' answer columns (panel, printable list, CSV): every live question, and an archived one
 * while one of the children answered it, under its last wording marked "(entfernt)". Each child gets one cell per
 * column, in the questions' order, with the answer's text as given ('' when none).
 */
export async function participantAnswers(
  db: DbOrTx,
  kind: OfferKind,
  offerId: string,
  childIds: readonly string[],
): Promise<Map<string, ParticipantAnswer[]>> {
  const questions = await db
    .select({
      id: offerQuestions.id,
      label: offerQuestions.label,
      adminOnly: offerQuestions.adminOnly,
      archivedAt: offerQuestions.archivedAt,
    })
    .from(offerQuestions)
    .where(eq(questionOfferColumn(kind), offerId))
    .orderBy(asc(offerQuestions.position), asc(offerQuestions.createdAt));
  const byChild = new Map<string, ParticipantAnswer[]>();
  if (questions.length === 0) return byChild;
  const answers = await selectAnswers(db, kind, offerId, childIds);
  const answered = new Set([...answers.values()].flatMap((a) => Object.keys(a)));
  const columns = questions.filter((q) => q.archivedAt === null || answered.has(q.id));
  for (const childId of childIds) {
    const given = answers.get(childId) ?? {};
    byChild.set(
      childId,
      columns.map((q) => ({
        questionId: q.id,
        label: q.archivedAt === null ? q.label : m.archived(q.label),
        adminOnly: q.adminOnly,
        text: given[q.id]?.text ?? '',
      })),
    );
  }
  return byChild;
}
