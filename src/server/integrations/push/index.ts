// How the server reaches parents' devices. Features send with `sendPush` (features/push); this is the transport.

export {
  classifyPushFailure,
  createWebPushGateway,
  keepAliveAgent,
  type PushDeliveryOptions,
  type PushDeliveryResult,
  type PushGateway,
  type PushTarget,
  retryAfterSeconds,
  type WebPushGatewayOptions,
} from './push-gateway';
export { isKnownPushService } from './push-services';
export { loadOrCreateVapidKeys, VAPID_KEY_FILE, type VapidKeys, vapidPublicKeyOf } from './vapid-keys';
