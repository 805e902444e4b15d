import { type Context, Hono } from 'hono';
import type { OfferKind } from '../../domain/attendance/attendance-api';
import type { TrainerMarksRequest } from '../../domain/trainers/trainer-api';
import { trainerEndpoints as endpoints } from '../../domain/trainers/trainer-endpoints';
import type { AppContext } from '../context';
import { applyDeviceMarks } from '../features/attendance/apply-device-marks';
import { setParticipantNote } from '../features/attendance/participant-notes';
import { readParticipantsHealth } from '../features/bookings/read-participants-health';
import { assertAssigned, listTrainerSessions, readTrainerOffer } from '../features/trainers/trainer-sessions';
import { serve } from '../http/endpoint-routes';
import { parseIdParam } from '../http/id-param';
import { serveTrainerOfferAlerts } from './offer-alerts-routes';
import { requireTrainer } from './require-trainer';

// The trainer area, /api/trainer/* (issue 29, decision 050): the guard runs once here for every route below, and
// each route on an offer first asks whether this trainer is assigned to it (404 otherwise), on every request. The
// routes only parse, call the same services as the back office acting as the trainer's account, and answer.

/** The handlers of one kind's offer routes (trainings and camps alike). */
function offerHandlers(ctx: AppContext, kind: OfferKind) {
  const assigned = async (c: Context) => {
    const offerId = parseIdParam(c.req.param('offerId') ?? '');
    await assertAssigned(ctx, c.get('trainerId'), kind, offerId);
    return offerId;
  };
  return {
    offer: (c: Context) => {
      c.header('Cache-Control', 'no-store');
      return readTrainerOffer(ctx, c.get('trainerId'), kind, parseIdParam(c.req.param('offerId') ?? ''));
    },
    health: async (c: Context) => {
      const offerId = await assigned(c);
      c.header('Cache-Control', 'no-store');
      return { participants: await readParticipantsHealth(ctx, c.get('user').id, { kind, offerId }) };
    },
    marks: async (c: Context, body: TrainerMarksRequest) => {
      const offerId = await assigned(c);
      return applyDeviceMarks(ctx, c.get('user').id, { kind, offerId, marks: body.marks });
    },
    note: async (c: Context, body: { note: string }) => {
      const offerId = await assigned(c);
      const childId = parseIdParam(c.req.param('childId') ?? '');
      const note = await setParticipantNote(ctx, c.get('user').id, {
        kind,
        offerId,
        childId,
        note: body.note,
      });
      return { childId, note };
    },
  };
}

export function trainerRoutes(ctx: AppContext) {
  const routes = new Hono();
  routes.use('/trainer/*', requireTrainer(ctx));

  serve(routes, endpoints.sessions, async (c) => {
    c.header('Cache-Control', 'no-store');
    return { sessions: await listTrainerSessions(ctx, c.get('trainerId')) };
  });

  const training = offerHandlers(ctx, 'training');
  serve(routes, endpoints.trainingOffer, (c) => training.offer(c));
  serve(routes, endpoints.trainingHealth, (c) => training.health(c));
  serve(routes, endpoints.trainingMarks, (c, { body }) => training.marks(c, body));
  serve(routes, endpoints.trainingNote, (c, { body }) => training.note(c, body));

  const camp = offerHandlers(ctx, 'camp');
  serve(routes, endpoints.campOffer, (c) => camp.offer(c));
  serve(routes, endpoints.campHealth, (c) => camp.health(c));
  serve(routes, endpoints.campMarks, (c, { body }) => camp.marks(c, body));
  serve(routes, endpoints.campNote, (c, { body }) => camp.note(c, body));
  serveTrainerOfferAlerts(routes, ctx);
  return routes;
}
