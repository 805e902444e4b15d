import { campPolicy, trainingPolicy } from '../../../domain/bookings/offer-policy';
import { type AnswerSet, checkAnswers, questionsFor } from '../../../domain/questions/questions';
import type { ChildAnswers, FamilyOfferQuestions } from '../../../domain/questions/questions-api';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { offerTables } from '../bookings/offer-tables';
import { selectLiveOffer } from '../bookings/registration-queries';
import { assertFamilyChildren, familyChildIds } from '../family/scope';
import type { AnswerTarget, QuestionOffer } from './offer-param';
import { assertHoldsPlace } from './place-queries';
import { answersTo, replaceAnswers, selectAnswers, selectLiveQuestions } from './question-queries';

// The parents' side of questions per offer (decision 055): the sign-up dialog's questions with the family's answers,
// and a change of a booked or waiting child's answers while the offer is open to parents (the booking's own cutoff).

/** Whether parents may still book the offer, and so change their answers; 404 for an offer that is gone. */
async function isOpenToParents(db: DbOrTx, { kind, offerId }: QuestionOffer, now: Date): Promise<boolean> {
  if (kind === 'training') {
    const session = await selectLiveOffer(db, offerTables.training, offerId);
    if (!session) throw notFound();
    return trainingPolicy.isOpen(session, now);
  }
  const camp = await selectLiveOffer(db, offerTables.camp, offerId);
  if (!camp) throw notFound();
  return campPolicy.isOpen(camp, now);
}

export async function familyOfferQuestions(
  ctx: AppContext,
  userId: string,
  offer: QuestionOffer,
): Promise<FamilyOfferQuestions> {
  const open = await isOpenToParents(ctx.db, offer, ctx.clock.now());
  const questions = questionsFor(await selectLiveQuestions(ctx.db, offer.kind, offer.offerId), 'parent');
  const childIds = questions.length > 0 ? await familyChildIds(ctx.db, userId) : [];
  const byChild = await selectAnswers(ctx.db, offer.kind, offer.offerId, childIds);
  const answers = Object.fromEntries(
    [...byChild].map(([childId, given]) => [childId, answersTo(given, questions)]),
  );
  return { questions, answers, open };
}

/**
 * The child's answers to the parents' questions, replaced as a whole (a required one still required); 404 for a
 * child not of the family or holding no place in the offer, 409 ANSWERS_CLOSED once parents can no longer book.
 */
export async function setFamilyAnswers(
  ctx: AppContext,
  { by: userId, offer, childId }: AnswerTarget,
  answers: AnswerSet,
): Promise<ChildAnswers> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    await assertFamilyChildren(tx, userId, [childId]);
    const open = await isOpenToParents(tx, offer, now);
    await assertHoldsPlace(tx, offer, childId);
    if (!open) throw new AppError('ANSWERS_CLOSED', 409);
    const questions = await selectLiveQuestions(tx, offer.kind, offer.offerId);
    const check = checkAnswers(questions, answers, 'parent');
    if (!check.ok)
      throw new AppError('INVALID_ANSWERS', 400, {
        problems: check.problems.map((p) => ({ childId, ...p })),
      });
    const parents = questionsFor(questions, 'parent');
    const questionIds = parents.map((q) => q.id);
    await replaceAnswers(tx, { childId, questionIds, answers: check.answers, by: userId, now });
    const saved = await selectAnswers(tx, offer.kind, offer.offerId, [childId]);
    return answersTo(saved.get(childId), parents);
  });
}
