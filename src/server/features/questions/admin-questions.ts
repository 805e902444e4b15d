import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { OfferKind } from '../../../domain/bookings/offer-policy';
import { type AnswerSet, checkAnswers } from '../../../domain/questions/questions';
import type {
  AdminChildAnswers,
  AdminOfferQuestions,
  QuestionForm,
} from '../../../domain/questions/questions-api';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { offerQuestions, questionTemplates } from '../../db/schema';
import { inRetriedTransaction, mapUniqueViolation } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { offerTables } from '../bookings/offer-tables';
import { isLiveOffer } from '../bookings/registration-queries';
import type { AnswerTarget } from './offer-param';
import { assertHoldsPlace } from './place-queries';
import {
  nextPosition,
  questionOfferColumn,
  questionOfferKey,
  replaceAnswers,
  selectAnswers,
  selectLiveQuestions,
  selectQuestionsWithCounts,
} from './question-queries';

// The back office's questions of a training or camp (decision 055): add, edit in place (answers keep the wording
// they were given with), archive, save as a named template and apply one; and an admin's answers for a child.

export interface QuestionOffer {
  kind: OfferKind;
  offerId: string;
}

async function assertLiveOffer(db: DbOrTx, { kind, offerId }: QuestionOffer): Promise<void> {
  if (!(await isLiveOffer(db, offerTables[kind], offerId))) throw notFound();
}

export async function listOfferQuestions(db: DbOrTx, offer: QuestionOffer): Promise<AdminOfferQuestions> {
  await assertLiveOffer(db, offer);
  const [questions, templates] = await Promise.all([
    selectQuestionsWithCounts(db, offer.kind, offer.offerId),
    db
      .select({
        id: questionTemplates.id,
        name: questionTemplates.name,
        questionCount: sql<number>`jsonb_array_length(${questionTemplates.questions})`.mapWith(Number),
      })
      .from(questionTemplates)
      .orderBy(asc(questionTemplates.name)),
  ]);
  return { questions, templates };
}

export async function addOfferQuestion(
  ctx: AppContext,
  offer: QuestionOffer,
  form: QuestionForm,
): Promise<AdminOfferQuestions> {
  await inRetriedTransaction(ctx.db, async (tx) => {
    await assertLiveOffer(tx, offer);
    await insertQuestions(tx, offer, [form], ctx.clock.now());
  });
  return listOfferQuestions(ctx.db, offer);
}

async function insertQuestions(tx: DbOrTx, offer: QuestionOffer, forms: readonly QuestionForm[], now: Date) {
  const first = await nextPosition(tx, offer.kind, offer.offerId);
  await tx.insert(offerQuestions).values(
    forms.map((form, i) => ({
      ...questionOfferKey(offer.kind, offer.offerId),
      ...form,
      position: first + i,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/** Changes a live question of the offer (404 for any other) and answers the offer's questions after it. */
async function updateLiveQuestion(
  ctx: AppContext,
  { kind, offerId }: QuestionOffer,
  questionId: string,
  set: Partial<typeof offerQuestions.$inferInsert>,
): Promise<AdminOfferQuestions> {
  const [row] = await ctx.db
    .update(offerQuestions)
    .set(set)
    .where(
      and(
        eq(offerQuestions.id, questionId),
        eq(questionOfferColumn(kind), offerId),
        isNull(offerQuestions.archivedAt),
      ),
    )
    .returning({ id: offerQuestions.id });
  if (!row) throw notFound();
  return listOfferQuestions(ctx.db, { kind, offerId });
}

/** Changes the question in place: the answers already given keep the wording and text they were given with. */
export async function editOfferQuestion(
  ctx: AppContext,
  offer: QuestionOffer,
  questionId: string,
  form: QuestionForm,
): Promise<AdminOfferQuestions> {
  return updateLiveQuestion(ctx, offer, questionId, { ...form, updatedAt: ctx.clock.now() });
}

/** No longer asked; its answers stay, and the participants lists show them under the question's old wording. */
export async function archiveOfferQuestion(
  ctx: AppContext,
  offer: QuestionOffer,
  questionId: string,
): Promise<AdminOfferQuestions> {
  const now = ctx.clock.now();
  return updateLiveQuestion(ctx, offer, questionId, { archivedAt: now, updatedAt: now });
}

export async function saveQuestionTemplate(
  ctx: AppContext,
  adminId: string,
  offer: QuestionOffer,
  name: string,
): Promise<AdminOfferQuestions> {
  await assertLiveOffer(ctx.db, offer);
  const questions = await selectLiveQuestions(ctx.db, offer.kind, offer.offerId);
  if (questions.length === 0) throw new AppError('QUESTION_TEMPLATE_EMPTY', 409);
  const forms: QuestionForm[] = questions.map(({ id: _, ...form }) => form);
  const now = ctx.clock.now();
  try {
    await ctx.db
      .insert(questionTemplates)
      .values({ name, questions: forms, createdBy: adminId, createdAt: now, updatedAt: now });
  } catch (err) {
    mapUniqueViolation(err, { question_templates_name_uidx: 'QUESTION_TEMPLATE_TAKEN' });
  }
  return listOfferQuestions(ctx.db, offer);
}

/** Adds the template's questions after the offer's own. */
export async function applyQuestionTemplate(
  ctx: AppContext,
  offer: QuestionOffer,
  templateId: string,
): Promise<AdminOfferQuestions> {
  await inRetriedTransaction(ctx.db, async (tx) => {
    await assertLiveOffer(tx, offer);
    const [template] = await tx
      .select({ questions: questionTemplates.questions })
      .from(questionTemplates)
      .where(eq(questionTemplates.id, templateId));
    if (!template) throw notFound();
    if (template.questions.length > 0) await insertQuestions(tx, offer, template.questions, ctx.clock.now());
  });
  return listOfferQuestions(ctx.db, offer);
}

/** Every live question of the offer and the child's answers; the child must hold a place (booked or waiting). */
export async function readChildAnswers(
  db: DbOrTx,
  offer: QuestionOffer,
  childId: string,
): Promise<AdminChildAnswers> {
  await assertLiveOffer(db, offer);
  await assertHoldsPlace(db, offer, childId);
  const questions = await selectLiveQuestions(db, offer.kind, offer.offerId);
  const answers = await selectAnswers(db, offer.kind, offer.offerId, [childId]);
  return { questions, answers: answers.get(childId) ?? {} };
}

/** An admin's answers for a child, to every live question (back-office ones too); no cutoff for the back office. */
export async function setChildAnswersAsAdmin(
  ctx: AppContext,
  { by: adminId, offer, childId }: AnswerTarget,
  answers: AnswerSet,
): Promise<AdminChildAnswers> {
  await inRetriedTransaction(ctx.db, async (tx) => {
    await assertLiveOffer(tx, offer);
    await assertHoldsPlace(tx, offer, childId);
    const questions = await selectLiveQuestions(tx, offer.kind, offer.offerId);
    const check = checkAnswers(questions, answers, 'admin');
    if (!check.ok)
      throw new AppError('INVALID_ANSWERS', 400, {
        problems: check.problems.map((p) => ({ childId, ...p })),
      });
    const questionIds = questions.map((q) => q.id);
    await replaceAnswers(tx, {
      childId,
      questionIds,
      answers: check.answers,
      by: adminId,
      now: ctx.clock.now(),
    });
  });
  return readChildAnswers(ctx.db, offer, childId);
}
