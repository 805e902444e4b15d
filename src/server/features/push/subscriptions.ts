import type { z } from 'zod';
import type { PushSubscriptionView } from '../../../domain/push/push-api';
import type { pushSubscribeRequestSchema } from '../../../domain/push/push-subscribe-schema';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { isKnownPushService } from '../../integrations/push';
import {
  deleteUserSubscription,
  listUserSubscriptions,
  type PushSubscriptionRow,
  upsertSubscription,
} from './queries';

// A parent's devices: subscribe (upsert by endpoint; another account's endpoint is refused, queries.ts), list,
// unsubscribe. Always scoped to the signed-in user.

function toSubscriptionView(row: PushSubscriptionRow): PushSubscriptionView {
  return {
    id: row.id,
    endpoint: row.endpoint,
    deviceInfo: row.deviceInfo,
    createdAt: row.createdAt.toISOString(),
    lastNotificationAt: row.lastNotificationAt?.toISOString() ?? null,
  };
}

export async function listSubscriptions(ctx: Pick<AppContext, 'db'>, userId: string) {
  return (await listUserSubscriptions(ctx.db, { userId })).map(toSubscriptionView);
}

export async function subscribe(
  ctx: Pick<AppContext, 'db' | 'config'>,
  userId: string,
  request: z.output<typeof pushSubscribeRequestSchema>,
): Promise<PushSubscriptionView> {
  const { endpoint, keys } = request.subscription;
  if (ctx.config.isProduction && !isKnownPushService(endpoint)) throw new AppError('BAD_REQUEST', 400);
  const row = await upsertSubscription(ctx.db, {
    userId,
    endpoint,
    p256dh: keys.p256dh,
    auth: keys.auth,
    deviceInfo: request.deviceInfo,
  });
  if (!row) throw new AppError('PUSH_DEVICE_TAKEN', 409);
  return toSubscriptionView(row);
}

export async function unsubscribe(ctx: Pick<AppContext, 'db'>, userId: string, id: string): Promise<void> {
  if (!(await deleteUserSubscription(ctx.db, { userId, id }))) throw notFound();
}
