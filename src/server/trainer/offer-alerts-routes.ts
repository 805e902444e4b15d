import type { Context, Hono } from 'hono';
import type { OfferKind } from '../../domain/attendance/attendance-api';
import { offerAlertEndpoints as endpoints } from '../../domain/offer-alerts/offer-alert-endpoints';
import type { OfferAlertSetting } from '../../domain/offer-alerts/offer-alerts';
import type { AppContext } from '../context';
import { readOfferAlert, saveOfferAlert } from '../features/offer-alerts/alert-setting';
import { assertAssigned } from '../features/trainers/trainer-sessions';
import { serve } from '../http/endpoint-routes';
import { parseIdParam } from '../http/id-param';

// The trainer's own alert choice for an offer they are assigned to (decision 052); any other offer is 404, read per
// request like every trainer route. Served on the trainer area's router, behind its guard (routes.ts).
export function serveTrainerOfferAlerts(routes: Hono, ctx: AppContext): void {
  const ref = async (c: Context, kind: OfferKind) => {
    const offerId = parseIdParam(c.req.param('offerId') ?? '');
    await assertAssigned(ctx, c.get('trainerId'), kind, offerId);
    return { profileId: c.get('user').id, kind, offerId };
  };
  const read = async (c: Context, kind: OfferKind) => readOfferAlert(ctx, await ref(c, kind));
  const save = async (c: Context, kind: OfferKind, body: OfferAlertSetting) =>
    saveOfferAlert(ctx, await ref(c, kind), body);
  serve(routes, endpoints.trainerTraining, (c) => read(c, 'training'));
  serve(routes, endpoints.saveTrainerTraining, (c, { body }) => save(c, 'training', body));
  serve(routes, endpoints.trainerCamp, (c) => read(c, 'camp'));
  serve(routes, endpoints.saveTrainerCamp, (c, { body }) => save(c, 'camp', body));
}
