import { defineEndpoint, typedAnswer } from '../api/endpoint';
import {
  type AdminChildAnswers,
  type AdminOfferQuestions,
  answersRequestSchema,
  applyTemplateSchema,
  type ChildAnswers,
  type FamilyOfferQuestions,
  questionFormSchema,
  saveTemplateSchema,
} from './questions-api';

// Questions per offer (decision 055; questions-api.ts says what each answers). `:kind` is 'training' or 'camp'.

const admin = '/admin/questions/:kind/:offerId';

/** The question card on the back office's training and camp pages, and an admin's answers for a child. */
export const adminQuestionEndpoints = {
  list: defineEndpoint({ method: 'GET', path: admin, response: typedAnswer<AdminOfferQuestions>() }),
  add: defineEndpoint({
    method: 'POST',
    path: admin,
    status: 201,
    request: questionFormSchema,
    response: typedAnswer<AdminOfferQuestions>(),
  }),
  /** Answers already given keep the wording and text they were given with. */
  edit: defineEndpoint({
    method: 'PUT',
    path: `${admin}/:questionId`,
    request: questionFormSchema,
    response: typedAnswer<AdminOfferQuestions>(),
  }),
  /** Archives the question: no longer asked, its answers stay readable. */
  archive: defineEndpoint({
    method: 'DELETE',
    path: `${admin}/:questionId`,
    response: typedAnswer<AdminOfferQuestions>(),
  }),
  saveTemplate: defineEndpoint({
    method: 'POST',
    path: `${admin}/template`,
    status: 201,
    request: saveTemplateSchema,
    response: typedAnswer<AdminOfferQuestions>(),
  }),
  applyTemplate: defineEndpoint({
    method: 'POST',
    path: `${admin}/apply-template`,
    request: applyTemplateSchema,
    response: typedAnswer<AdminOfferQuestions>(),
  }),
  childAnswers: defineEndpoint({
    method: 'GET',
    path: `${admin}/answers/:childId`,
    response: typedAnswer<AdminChildAnswers>(),
  }),
  setChildAnswers: defineEndpoint({
    method: 'PUT',
    path: `${admin}/answers/:childId`,
    request: answersRequestSchema,
    response: typedAnswer<AdminChildAnswers>(),
  }),
};

/** The sign-up dialog's questions, and a parent changing a booked or waiting child's answers until the cutoff. */
export const questionEndpoints = {
  family: defineEndpoint({
    method: 'GET',
    path: '/questions/:kind/:offerId',
    response: typedAnswer<FamilyOfferQuestions>(),
  }),
  setAnswers: defineEndpoint({
    method: 'PUT',
    path: '/questions/:kind/:offerId/answers/:childId',
    request: answersRequestSchema,
    response: typedAnswer<ChildAnswers>(),
  }),
};
