import { type Context, Hono } from 'hono';
import type { OfferKind } from '../../domain/attendance/attendance-api';
import { offerAlertEndpoints as endpoints } from '../../domain/offer-alerts/offer-alert-endpoints';
import type { OfferAlertSetting } from '../../domain/offer-alerts/offer-alerts';
import type { AppContext } from '../context';
import { readOfferAlert, saveOfferAlert } from '../features/offer-alerts/alert-setting';
import { serve } from '../http/endpoint-routes';
import { parseIdParam } from '../http/id-param';

// The admin's own alert choice for any training or camp (decision 052), behind routes.ts's admin check.
export function adminOfferAlertsRoutes(ctx: AppContext) {
  const routes = new Hono();
  const ref = (c: Context, kind: OfferKind) => ({
    profileId: c.get('user').id,
    kind,
    offerId: parseIdParam(c.req.param('offerId') ?? ''),
  });
  const save = (c: Context, kind: OfferKind, body: OfferAlertSetting) =>
    saveOfferAlert(ctx, ref(c, kind), body);
  serve(routes, endpoints.adminTraining, (c) => readOfferAlert(ctx, ref(c, 'training')));
  serve(routes, endpoints.saveAdminTraining, (c, { body }) => save(c, 'training', body));
  serve(routes, endpoints.adminCamp, (c) => readOfferAlert(ctx, ref(c, 'camp')));
  serve(routes, endpoints.saveAdminCamp, (c, { body }) => save(c, 'camp', body));
  return routes;
}
