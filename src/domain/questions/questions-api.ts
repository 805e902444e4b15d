// The contract of questions per offer (decision 055): the back office's questions and templates of a training or
// camp (/api/admin/questions/:kind/:offerId), the parent's questions and answers (/api/questions/:kind/:offerId),
// and the answers a sign-up carries. `kind` is 'training' or 'camp'.
import { z } from 'zod';
import { requiredText } from '../form-fields';
import { offerQuestionMessages as m } from '../messages/offer-questions';
import {
  type AnswerValue,
  isChoiceKind,
  LONG_ANSWER_MAX,
  type OfferQuestion,
  OPTION_MAX,
  OPTIONS_MAX,
  QUESTION_KINDS,
  QUESTION_LABEL_MAX,
} from './questions';

const QUESTION_OFFER_KINDS = ['training', 'camp'] as const;
export type QuestionOfferKind = (typeof QUESTION_OFFER_KINDS)[number];

/** More questions than a sign-up dialog can reasonably ask (QUESTIONS_TOO_MANY's text names it). */
export const QUESTIONS_PER_OFFER_MAX = 30;

/** The admin's question: its wording, kind, options (choice kinds only, two or more, each once) and flags. */
export const questionFormSchema = z
  .object({
    label: requiredText(m.labelRequired, QUESTION_LABEL_MAX),
    kind: z.enum(QUESTION_KINDS),
    options: z.array(z.string().trim().min(1).max(OPTION_MAX)).max(OPTIONS_MAX).default([]),
    required: z.boolean().default(false),
    adminOnly: z.boolean().default(false),
  })
  .superRefine((q, ctx) => {
    if (!isChoiceKind(q.kind)) return;
    if (q.options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: m.optionsRequired });
    else if (new Set(q.options).size !== q.options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: m.optionsDistinct });
  })
  // A text or yes/no question keeps no options, whatever the form still held.
  .transform((q) => ({ ...q, options: isChoiceKind(q.kind) ? q.options : [] }));
export type QuestionForm = z.output<typeof questionFormSchema>;

/** One option per line, blank lines left out. */
function optionLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The back office's question dialog: the options as a text, one per line; answers the request's question. */
export const questionDialogSchema = z
  .object({
    label: requiredText(m.labelRequired, QUESTION_LABEL_MAX),
    kind: z.enum(QUESTION_KINDS),
    optionsText: z.string().default(''),
    required: z.boolean().default(false),
    adminOnly: z.boolean().default(false),
  })
  .superRefine((q, ctx) => {
    if (!isChoiceKind(q.kind)) return;
    const options = optionLines(q.optionsText);
    if (options.length < 2)
      ctx.addIssue({ code: 'custom', path: ['optionsText'], message: m.optionsRequired });
    else if (new Set(options).size !== options.length)
      ctx.addIssue({ code: 'custom', path: ['optionsText'], message: m.optionsDistinct });
  })
  .transform(
    ({ optionsText, ...q }): QuestionForm => ({
      ...q,
      options: isChoiceKind(q.kind) ? optionLines(optionsText) : [],
    }),
  );
export type QuestionDialogFields = z.input<typeof questionDialogSchema>;

const answerValueSchema = z.union([
  z.string().max(LONG_ANSWER_MAX),
  z.boolean(),
  z.array(z.string().max(OPTION_MAX)).max(OPTIONS_MAX),
  z.null(),
]);

/** One child's answers, by question id. */
export const answerSetSchema = z
  .record(z.guid(), answerValueSchema)
  .refine((set) => Object.keys(set).length <= QUESTIONS_PER_OFFER_MAX, { message: m.tooManyAnswers });

/** A sign-up's answers, by child id, then by question id. */
export const answersByChildSchema = z
  .record(z.guid(), answerSetSchema)
  .refine((set) => Object.keys(set).length <= 20);

/** `PUT …/answers/:childId`: the child's whole answer set for the questions the caller may answer. */
export const answersRequestSchema = z.object({ answers: answerSetSchema });

export const saveTemplateSchema = z.object({ name: requiredText(m.templateNameRequired) });
export const applyTemplateSchema = z.object({ templateId: z.guid() });

export interface AdminOfferQuestion extends OfferQuestion {
  /** How many children answered it: an edit keeps their answers as given (wording and text at answer time). */
  answerCount: number;
}

interface QuestionTemplateSummary {
  id: string;
  name: string;
  questionCount: number;
}

export interface AdminOfferQuestions {
  questions: AdminOfferQuestion[];
  templates: QuestionTemplateSummary[];
}

/** A stored answer as shown back: the value, and the wording it answered when that differs from today's. */
interface GivenAnswer {
  value: AnswerValue;
  text: string;
  questionLabel: string;
}

/** One child's answers to an offer, by question id. */
export type ChildAnswers = Record<string, GivenAnswer>;

/** The parent's view: the parents' questions, the family's answers by child, and whether they may still change. */
export interface FamilyOfferQuestions {
  questions: OfferQuestion[];
  answers: Record<string, ChildAnswers>;
  open: boolean;
}

/** The back office's view of one child's answers: every live question, the child's answers to them. */
export interface AdminChildAnswers {
  questions: OfferQuestion[];
  answers: ChildAnswers;
}
