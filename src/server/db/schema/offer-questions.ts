import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnswerValue } from '../../../domain/questions/questions';
import { QUESTION_KINDS } from '../../../domain/questions/questions';
import type { QuestionForm } from '../../../domain/questions/questions-api';
import { profiles } from './auth';
import { instant, oneOf, timestamps } from './columns';
import { children } from './family';
import { oneOfferCheck, oneOfferColumns } from './offer-columns';

// Questions per offer (issue 30 item 1, decision 055). A question belongs to one training or one camp; an edit
// changes it in place, because each answer keeps the wording and the answer's text it was given with; removing a
// question archives it, so its answers stay readable.

export const offerQuestions = pgTable(
  'offer_questions',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...oneOfferColumns(),
    position: smallint().notNull(),
    label: text().notNull(),
    kind: text({ enum: QUESTION_KINDS }).notNull(),
    options: text().array().notNull().default(sql`'{}'::text[]`),
    required: boolean().notNull().default(false),
    adminOnly: boolean().notNull().default(false),
    archivedAt: instant(),
    ...timestamps(),
  },
  (t) => [
    oneOfferCheck('offer_questions', t),
    oneOf('offer_questions_kind_check', t.kind, QUESTION_KINDS),
    index('offer_questions_session_idx').on(t.sessionId, t.position),
    index('offer_questions_camp_idx').on(t.campId, t.position),
  ],
);

/** A child's answer to one question: the value, and the question's wording and the answer's text at answer time. */
export const offerAnswers = pgTable(
  'offer_answers',
  {
    id: uuid().primaryKey().defaultRandom(),
    // Questions are archived, never deleted; they go only with their offer (a training deleted before any booking).
    questionId: uuid()
      .notNull()
      .references(() => offerQuestions.id, { onDelete: 'cascade' }),
    childId: uuid()
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    value: jsonb().$type<AnswerValue>().notNull(),
    questionLabel: text().notNull(),
    answerText: text().notNull(),
    answeredBy: text().references(() => profiles.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('offer_answers_question_child_uidx').on(t.questionId, t.childId),
    index('offer_answers_child_idx').on(t.childId),
  ],
);

/** A named set of questions ("Camp-Standardfragen") an admin saved from one offer to give to others. */
export const questionTemplates = pgTable(
  'question_templates',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    questions: jsonb().$type<QuestionForm[]>().notNull(),
    createdBy: text().references(() => profiles.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('question_templates_name_uidx').on(t.name)],
);
