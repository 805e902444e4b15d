import { Hono } from 'hono';
import { supportEndpoints } from '../../../domain/support-endpoints';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';
import { admitSupportRequest } from './admit-support-request';
import { sendSupportRequest } from './send-support-request';

// The support request (src/domain/support-endpoints.ts); five an hour at most (admit-support-request.ts).
export function supportRoutes(ctx: AppContext) {
  const routes = new Hono();
  routes.use('/support/*', requireParent);
  serve(routes, supportEndpoints.send, async (c, { body }) => {
    await admitSupportRequest(ctx, c.get('user').id);
    return sendSupportRequest(ctx, c.get('user'), body);
  });
  return routes;
}
