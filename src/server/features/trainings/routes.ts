import { Hono } from 'hono';
import { bookingEndpoints as endpoints } from '../../../domain/bookings/booking-endpoints';
import type { TrainingsResponse } from '../../../domain/bookings/contracts';
import { priceQuoteEndpoints } from '../../../domain/pricing/family-price-endpoints';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { madeAnswer, serve } from '../../http/endpoint-routes';
import { parseIdParam } from '../../http/id-param';
import { jsonText } from '../../http/json-text';
import { joinWaitlist } from '../bookings/join-waitlist';
import { leaveWaitlist } from '../bookings/leave-waitlist';
import { trainingTables } from '../bookings/offer-tables';
import { parentActor } from '../bookings/route-params';
import { quoteOfferPrice } from '../pricing/quote-offer-price';
import { bookTraining } from './book-training';
import { cancelTraining } from './cancel-training';
import { familyTrainingsJson } from './list-trainings';
import { reportTrainingAbsence } from './report-absence';
import { trainingWaitlist } from './training-waitlist';

// "TIZ Trainings" for a signed-in parent: the list with the family's registrations, sign-up and cancellation.
export function trainingsRoutes(ctx: AppContext) {
  const routes = new Hono();
  routes.use('/trainings/*', requireParent);

  // The shared list pre-serialised (trainings-json.ts).
  serve(routes, endpoints.trainings, async (c) =>
    madeAnswer<TrainingsResponse>(jsonText(c, await familyTrainingsJson(ctx, c.get('user').id))),
  );

  serve(routes, endpoints.bookTraining, async (c, { params, body }) =>
    bookTraining(ctx, {
      actor: parentActor(c),
      sessionId: parseIdParam(params.sessionId),
      childIds: body.childIds,
      answers: body.answers,
    }),
  );

  serve(routes, priceQuoteEndpoints.trainingQuote, async (c, { params, body }) =>
    quoteOfferPrice(ctx, trainingTables, c.get('user').id, parseIdParam(params.sessionId), body.childIds),
  );

  serve(routes, endpoints.cancelTraining, async (c, { params }) => {
    const sessionId = parseIdParam(params.sessionId);
    const childId = parseIdParam(params.childId);
    return cancelTraining(ctx, { actor: parentActor(c), sessionId, childId });
  });

  serve(routes, endpoints.reportTrainingAbsence, async (c, { params, body }) =>
    reportTrainingAbsence(ctx, {
      actor: parentActor(c),
      sessionId: parseIdParam(params.sessionId),
      childId: parseIdParam(params.childId),
      reason: body.reason,
    }),
  );

  serve(routes, endpoints.joinTrainingWaitlist, async (c, { params, body }) =>
    joinWaitlist(ctx, trainingWaitlist, {
      actor: parentActor(c),
      offerId: parseIdParam(params.sessionId),
      childIds: body.childIds,
      answers: body.answers,
    }),
  );

  serve(routes, endpoints.leaveTrainingWaitlist, async (c, { params }) => {
    const offerId = parseIdParam(params.sessionId);
    const childId = parseIdParam(params.childId);
    await leaveWaitlist(ctx, { kind: 'training', offerId, actor: parentActor(c), childId });
  });

  return routes;
}
