import { Hono } from 'hono';
import { adminCampConfirmationEndpoints as endpoints } from '../../domain/camps/admin-camp-confirmation-endpoints';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { campConfirmationFile } from '../features/camp-confirmation/camp-confirmation-file';
import { pdfAttachment } from '../features/qr-bill/pdf-attachment';
import { serve } from '../http/endpoint-routes';
import { parseIdParam } from '../http/id-param';

// A participant's camp confirmation (decision 054). Not audited, as the QR-bill download is not (decision 034): it
// shows what the participants panel shows.
export function adminCampConfirmationRoutes(ctx: AppContext) {
  const routes = new Hono();
  serve(routes, endpoints.confirmation, async (c, { params }) => {
    const file = await campConfirmationFile(ctx, {
      campId: parseIdParam(params.campId),
      childId: parseIdParam(params.childId),
    });
    if (!file) throw notFound();
    return pdfAttachment(c, file);
  });
  return routes;
}
