import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { type AnswerSet, checkAnswers } from '../../../domain/questions/questions';
import {
  type AdminChildAnswers,
  type AdminOfferQuestions,
  QUESTIONS_PER_OFFER_MAX,
  type QuestionForm,
} from '../../../domain/questions/questions-api';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { offerAnswers, offerQuestions, questionTemplates } from '../../db/schema';
import { inRetriedTransaction, mapUniqueViolation } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { type AuditAction, recordAudit } from '../audit/record-audit';
import { offerTables } from '../bookings/offer-tables';
import { isLiveOffer, lockLiveOffer } from '../bookings/registration-queries';
import type { AnswerTarget, QuestionChange, QuestionOffer } from './offer-param';
import { assertHoldsPlace } from './place-queries';
import {
  answersTo,
  nextPosition,
  questionOfferColumn,
  questionOfferKey,
  replaceAnswers,
  selectAnswers,
  selectLiveQuestions,
  selectQuestionsWithCounts,
} from './question-queries';

// The back office's questions of a training or camp (decision 055): add, edit in place (answers keep the wording
// they were given with), archive, save as a named template and apply one, each audited; and an admin's answers for
// a child. A change locks the offer's row as a booking does, so the questions a booking checks do not move under it.

async function assertLiveOffer(db: DbOrTx, { kind, offerId }: QuestionOffer): Promise<void> {
  if (!(await isLiveOffer(db, offerTables[kind], offerId))) throw notFound();
}

async function lockOffer(tx: Tx, { kind, offerId }: QuestionOffer): Promise<void> {
  if (!(await lockLiveOffer(tx, offerTables[kind], offerId))) throw notFound();
}

type QuestionAuditVerb =
  | 'question_add'
  | 'question_edit'
  | 'question_archive'
  | 'questions_template_save'
  | 'questions_template_apply';

function auditQuestions(
  tx: DbOrTx,
  ctx: AppContext,
  adminId: string,
  { kind, offerId }: QuestionOffer,
  verb: QuestionAuditVerb,
  details: Record<string, unknown>,
) {
  return recordAudit(tx, {
    actorId: adminId,
    action: `${kind}.${verb}` satisfies AuditAction,
    subject: { type: kind, id: offerId },
    details,
    at: ctx.clock.now(),
  });
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
  adminId: string,
  offer: QuestionOffer,
  form: QuestionForm,
): Promise<AdminOfferQuestions> {
  await inRetriedTransaction(ctx.db, async (tx) => {
    await lockOffer(tx, offer);
    await insertQuestions(tx, offer, [form], ctx.clock.now());
    await auditQuestions(tx, ctx, adminId, offer, 'question_add', { question: form.label });
  });
  return listOfferQuestions(ctx.db, offer);
}

/** Appends the questions, within QUESTIONS_PER_OFFER_MAX live ones (an answer set holds at most that many). */
async function insertQuestions(tx: DbOrTx, offer: QuestionOffer, forms: readonly QuestionForm[], now: Date) {
  const live = await selectLiveQuestions(tx, offer.kind, offer.offerId);
  if (live.length + forms.length > QUESTIONS_PER_OFFER_MAX) throw new AppError('QUESTIONS_TOO_MANY', 409);
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

/**
 * Changes a live question of a live offer (404 for any other), audited with its label, and answers the offer's
 * questions after it. `refuse` sees the question and how many children answered it before anything is written.
 */
async function updateLiveQuestion(
  ctx: AppContext,
  { adminId, offer, questionId }: QuestionChange,
  verb: 'question_edit' | 'question_archive',
  set: Partial<typeof offerQuestions.$inferInsert>,
  refuse: (question: typeof offerQuestions.$inferSelect, answerCount: number) => void = () => {},
): Promise<AdminOfferQuestions> {
  await inRetriedTransaction(ctx.db, async (tx) => {
    await lockOffer(tx, offer);
    const live = and(
      eq(offerQuestions.id, questionId),
      eq(questionOfferColumn(offer.kind), offer.offerId),
      isNull(offerQuestions.archivedAt),
    );
    const [question] = await tx.select().from(offerQuestions).where(live).for('update');
    if (!question) throw notFound();
    const [answered] = await tx
      .select({ n: count() })
      .from(offerAnswers)
      .where(eq(offerAnswers.questionId, questionId));
    refuse(question, answered?.n ?? 0);
    await tx.update(offerQuestions).set(set).where(live);
    await auditQuestions(tx, ctx, adminId, offer, verb, { question: set.label ?? question.label });
  });
  return listOfferQuestions(ctx.db, offer);
}

/**
 * Changes the question in place: the answers already given keep the wording and text they were given with. Who
 * answers it (parents or the back office) and its kind stay once answered (409 QUESTION_HAS_ANSWERS): a back-office
 * answer must never reach parents, and a value of another kind would no longer read.
 */
export async function editOfferQuestion(
  ctx: AppContext,
  change: QuestionChange,
  form: QuestionForm,
): Promise<AdminOfferQuestions> {
  return updateLiveQuestion(ctx, change, 'question_edit', { ...form, updatedAt: ctx.clock.now() }, (q, n) => {
    if (n > 0 && (q.adminOnly !== form.adminOnly || q.kind !== form.kind))
      throw new AppError('QUESTION_HAS_ANSWERS', 409);
  });
}

/** No longer asked; its answers stay, and the participants lists show them under the question's old wording. */
export async function archiveOfferQuestion(
  ctx: AppContext,
  change: QuestionChange,
): Promise<AdminOfferQuestions> {
  const now = ctx.clock.now();
  return updateLiveQuestion(ctx, change, 'question_archive', { archivedAt: now, updatedAt: now });
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
    await inRetriedTransaction(ctx.db, async (tx) => {
      await tx
        .insert(questionTemplates)
        .values({ name, questions: forms, createdBy: adminId, createdAt: now, updatedAt: now });
      await auditQuestions(tx, ctx, adminId, offer, 'questions_template_save', { name, count: forms.length });
    });
  } catch (err) {
    mapUniqueViolation(err, { question_templates_name_uidx: 'QUESTION_TEMPLATE_TAKEN' });
  }
  return listOfferQuestions(ctx.db, offer);
}

/** Adds the template's questions after the offer's own. */
export async function applyQuestionTemplate(
  ctx: AppContext,
  adminId: string,
  offer: QuestionOffer,
  templateId: string,
): Promise<AdminOfferQuestions> {
  await inRetriedTransaction(ctx.db, async (tx) => {
    await lockOffer(tx, offer);
    const [template] = await tx
      .select({ name: questionTemplates.name, questions: questionTemplates.questions })
      .from(questionTemplates)
      .where(eq(questionTemplates.id, templateId));
    if (!template) throw notFound();
    if (template.questions.length > 0) await insertQuestions(tx, offer, template.questions, ctx.clock.now());
    await auditQuestions(tx, ctx, adminId, offer, 'questions_template_apply', {
      name: template.name,
      count: template.questions.length,
    });
  });
  return listOfferQuestions(ctx.db, offer);
}

/**
 * Every live question of the offer and the child's answers to them, which the back office's dialog edits and sends
 * back whole; the child must hold a place (booked or waiting). Answers to removed questions stay in the lists.
 */
export async function readChildAnswers(
  db: DbOrTx,
  offer: QuestionOffer,
  childId: string,
): Promise<AdminChildAnswers> {
  await assertLiveOffer(db, offer);
  await assertHoldsPlace(db, offer, childId);
  const questions = await selectLiveQuestions(db, offer.kind, offer.offerId);
  const answers = await selectAnswers(db, offer.kind, offer.offerId, [childId]);
  return { questions, answers: answersTo(answers.get(childId), questions) };
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
