import { Hono } from 'hono';
import { adminQuestionEndpoints as endpoints } from '../../domain/questions/question-endpoints';
import type { AppContext } from '../context';
import {
  addOfferQuestion,
  applyQuestionTemplate,
  archiveOfferQuestion,
  editOfferQuestion,
  listOfferQuestions,
  readChildAnswers,
  saveQuestionTemplate,
  setChildAnswersAsAdmin,
} from '../features/questions/admin-questions';
import {
  answerTargetParam,
  questionChangeParam,
  questionOfferParam,
} from '../features/questions/offer-param';
import { serve } from '../http/endpoint-routes';
import { parseIdParam } from '../http/id-param';

// /api/admin/questions/:kind/:offerId (decision 055): the question card of a training or camp, its templates, and
// an admin's answers for a participant.
export function adminQuestionsRoutes(ctx: AppContext) {
  const routes = new Hono();
  serve(routes, endpoints.list, (_c, { params }) => listOfferQuestions(ctx.db, questionOfferParam(params)));
  serve(routes, endpoints.add, (c, { params, body }) =>
    addOfferQuestion(ctx, c.get('user').id, questionOfferParam(params), body),
  );
  serve(routes, endpoints.edit, (c, { params, body }) =>
    editOfferQuestion(ctx, questionChangeParam(c, params), body),
  );
  serve(routes, endpoints.archive, (c, { params }) =>
    archiveOfferQuestion(ctx, questionChangeParam(c, params)),
  );
  serve(routes, endpoints.saveTemplate, (c, { params, body }) =>
    saveQuestionTemplate(ctx, c.get('user').id, questionOfferParam(params), body.name),
  );
  serve(routes, endpoints.applyTemplate, (c, { params, body }) =>
    applyQuestionTemplate(ctx, c.get('user').id, questionOfferParam(params), body.templateId),
  );
  serve(routes, endpoints.childAnswers, (_c, { params }) =>
    readChildAnswers(ctx.db, questionOfferParam(params), parseIdParam(params.childId)),
  );
  serve(routes, endpoints.setChildAnswers, (c, { params, body }) =>
    setChildAnswersAsAdmin(ctx, answerTargetParam(c, params), body.answers),
  );
  return routes;
}
