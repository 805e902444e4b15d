import { Hono } from 'hono';
import { pushEndpoints } from '../../../domain/push/push-endpoints';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';
import { parseIdParam } from '../../http/id-param';
import { listSubscriptions, subscribe, unsubscribe } from './subscriptions';

// Push on the parent's device (src/domain/push/push-endpoints.ts). The public key is public by nature; the device
// list is the signed-in parent's own.

export function pushRoutes(ctx: AppContext) {
  const routes = new Hono();
  routes.use('/push/subscriptions/*', requireParent);

  serve(routes, pushEndpoints.subscriptions, async (c) => ({
    subscriptions: await listSubscriptions(ctx, c.get('user').id),
  }));

  serve(routes, pushEndpoints.subscribe, async (c, { body }) => ({
    subscription: await subscribe(ctx, c.get('user').id, body),
  }));

  serve(routes, pushEndpoints.unsubscribe, async (c, { params }) => {
    await unsubscribe(ctx, c.get('user').id, parseIdParam(params.id));
  });

  serve(routes, pushEndpoints.vapidPublicKey, (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(ctx.push.publicKey);
  });

  return routes;
}
