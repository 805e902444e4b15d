import { Hono } from 'hono';
import type { PushSubscriptionResponse, PushSubscriptionsResponse } from '../../../domain/push/push-api';
import { pushSubscribeRequestSchema } from '../../../domain/push/push-subscribe-schema';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { parseIdParam } from '../../http/id-param';
import { readJsonBody } from '../../http/read-json-body';
import { listSubscriptions, subscribe, unsubscribe } from './subscriptions';

// Push on the parent's device (contract: src/domain/push/push-api.ts). The public key is public by nature; the
// device list is the signed-in parent's own.

export function pushRoutes(ctx: AppContext) {
  const devices = new Hono()
    .use('*', requireParent)
    .get('/', async (c) => {
      const body: PushSubscriptionsResponse = {
        subscriptions: await listSubscriptions(ctx, c.get('user').id),
      };
      return c.json(body);
    })
    .post('/', async (c) => {
      const request = pushSubscribeRequestSchema.parse(await readJsonBody(c));
      const body: PushSubscriptionResponse = {
        subscription: await subscribe(ctx, c.get('user').id, request),
      };
      return c.json(body, 201);
    })
    .delete('/:id', async (c) => {
      await unsubscribe(ctx, c.get('user').id, parseIdParam(c.req.param('id')));
      return c.body(null, 204);
    });

  return new Hono()
    .get('/vapid-public-key', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(ctx.push.publicKey);
    })
    .route('/subscriptions', devices);
}
