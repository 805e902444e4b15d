import { Hono } from 'hono';
import { bookingEndpoints } from '../../../domain/bookings/booking-endpoints';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';
import { parseIdParam } from '../../http/id-param';
import { pdfAttachment } from '../qr-bill/pdf-attachment';
import { downloadFamilyCampConfirmation } from './camp-confirmation-file';

// /api/camps/:campId/registrations/:childId/confirmation.pdf for a signed-in parent (decision 054): the family's
// own active registrations; anything else answers 404.
export function campConfirmationRoutes(ctx: AppContext) {
  const routes = new Hono();
  const endpoint = bookingEndpoints.campConfirmation;
  routes.use(endpoint.path, requireParent);
  serve(routes, endpoint, async (c, { params }) =>
    pdfAttachment(
      c,
      await downloadFamilyCampConfirmation(ctx, c.get('user').id, {
        campId: parseIdParam(params.campId),
        childId: parseIdParam(params.childId),
      }),
    ),
  );
  return routes;
}
