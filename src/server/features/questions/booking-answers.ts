import type { OfferKind } from '../../../domain/bookings/offer-policy';
import { type AnswerSet, checkAnswers } from '../../../domain/questions/questions';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import type { Actor } from '../bookings/actor';
import { selectAnsweredQuestions, selectLiveQuestions, upsertAnswers } from './question-queries';

/** The answers a request that takes a place (a booking, a place on the waitlist) carries: by child, then question. */
export type AnswersByChild = Readonly<Record<string, AnswerSet>>;

/**
 * In the transaction that takes the place: checks each child's answers against the offer's questions and writes
 * them, or refuses the whole request (400 INVALID_ANSWERS, every problem named by child and question) so the
 * transaction changes nothing. Every route that creates a registration or a waitlist entry from a request calls
 * this (hitobito 3309). A question the child answered earlier for this offer (when it joined the waitlist, in a
 * booking cancelled since) counts as answered, so a promotion passes on the answers given at the join.
 * A parent answers the parents' questions, an admin may answer every question; a back-office question never
 * blocks (hitobito 3686).
 */
export async function saveBookingAnswers(
  tx: Tx,
  input: {
    kind: OfferKind;
    offerId: string;
    childIds: readonly string[];
    answers?: AnswersByChild;
    actor: Actor;
    now: Date;
  },
): Promise<void> {
  const questions = await selectLiveQuestions(tx, input.kind, input.offerId);
  if (questions.length === 0) return;
  const audience = input.actor.role === 'admin' ? 'admin' : 'parent';
  const before = await selectAnsweredQuestions(tx, input.kind, input.offerId, input.childIds);
  const problems = [];
  const checked = [];
  for (const childId of input.childIds) {
    const check = checkAnswers(questions, input.answers?.[childId] ?? {}, audience, before.get(childId));
    if (check.ok) checked.push({ childId, answers: check.answers });
    else problems.push(...check.problems.map((p) => ({ childId, ...p })));
  }
  if (problems.length > 0) throw new AppError('INVALID_ANSWERS', 400, { problems });
  for (const { childId, answers } of checked)
    await upsertAnswers(tx, childId, answers, input.actor.userId, input.now);
}
