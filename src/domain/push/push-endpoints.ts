import { defineEndpoint, fileAnswer, noContent, typedAnswer } from '../api/endpoint';
import type { PushSubscriptionResponse, PushSubscriptionsResponse } from './push-api';
import { pushSubscribeRequestSchema } from './push-subscribe-schema';

// Push on the parent's device (push-api.ts). The public key is public by nature; the devices are the signed-in
// user's own (another user's device answers 404).

export const pushEndpoints = {
  /** text/plain: the VAPID public key (base64url) browsers subscribe with. */
  vapidPublicKey: defineEndpoint({ method: 'GET', path: '/push/vapid-public-key', response: fileAnswer }),
  subscriptions: defineEndpoint({
    method: 'GET',
    path: '/push/subscriptions',
    response: typedAnswer<PushSubscriptionsResponse>(),
  }),
  /** An upsert by the device's endpoint. */
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/push/subscriptions',
    status: 201,
    request: pushSubscribeRequestSchema,
    response: typedAnswer<PushSubscriptionResponse>(),
  }),
  unsubscribe: defineEndpoint({ method: 'DELETE', path: '/push/subscriptions/:id', response: noContent }),
};
