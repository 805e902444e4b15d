// Push notifications. Features send with:
//   await sendPush(ctx, { all: true, payload: { title, body, url } }, { tx });
//   await sendPush(ctx, { userIds, payload, createdBy: admin.id }, { tx });
// Delivery happens after the commit, in the push worker (retries, results per device, dead subscriptions removed).
export { deliverPushBatch, PUSH_TTL_SECONDS, pushQueue, registerPushWorker } from './deliver-push';
export { PUSH_QUEUE, type PushJob } from './push-job';
export { pushRoutes } from './routes';
export { PersonalDataInPushError, type PushMessage, sendPush } from './send-push';
