// How the server reaches parents' devices. Features send with `sendPush` (features/push); this is the transport.

export {
  createWebPushGateway,
  keepAliveAgent,
  type PushDeliveryResult,
  type PushGateway,
} from './push-gateway';
export { isKnownPushService } from './push-services';
export { loadOrCreateVapidKeys, vapidPublicKeyOf } from './vapid-keys';
