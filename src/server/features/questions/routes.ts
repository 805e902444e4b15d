import { Hono } from 'hono';
import { questionEndpoints as endpoints } from '../../../domain/questions/question-endpoints';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';
import { familyOfferQuestions, setFamilyAnswers } from './family-questions';
import { answerTargetParam, questionOfferParam } from './offer-param';

// /api/questions/:kind/:offerId (decision 055): the sign-up dialog's questions and a parent's change of answers.
export function questionRoutes(ctx: AppContext) {
  const routes = new Hono();
  routes.use('/questions/*', requireParent);
  serve(routes, endpoints.family, (c, { params }) =>
    familyOfferQuestions(ctx, c.get('user').id, questionOfferParam(params)),
  );
  serve(routes, endpoints.setAnswers, (c, { params, body }) =>
    setFamilyAnswers(ctx, answerTargetParam(c, params), body.answers),
  );
  return routes;
}
