import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pushHistory, pushHistoryRecipients, pushSubscriptions } from '../../db/schema';
import type { PushRecipientStatus, PushRecipientType } from '../../db/schema/values';

// A parent's own devices are always filtered by their user id: another parent's subscription is not found.

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export function listUserSubscriptions(db: DbOrTx, { userId }: { userId: string }) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt, pushSubscriptions.id);
}

/**
 * One row per endpoint: the browser's subscription belongs to whoever subscribed last on that device (a shared
 * tablet, a new sign-in), and a renewed subscription brings new keys.
 */
export async function upsertSubscription(
  db: DbOrTx,
  values: { userId: string; endpoint: string; p256dh: string; auth: string; deviceInfo: string | null },
): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: values.userId,
        p256dh: values.p256dh,
        auth: values.auth,
        deviceInfo: sql`coalesce(excluded.device_info, ${pushSubscriptions.deviceInfo})`,
      },
    })
    .returning();
  return row!;
}

export async function deleteUserSubscription(
  db: DbOrTx,
  { userId, id }: { userId: string; id: string },
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The devices a send reaches: every subscription, or those of the chosen users. */
export function subscriptionsOf(db: DbOrTx, audience: { all: true } | { userIds: readonly string[] }) {
  const columns = {
    id: pushSubscriptions.id,
    userId: pushSubscriptions.userId,
    endpoint: pushSubscriptions.endpoint,
  };
  const query = db.select(columns).from(pushSubscriptions);
  if ('all' in audience) return query.orderBy(pushSubscriptions.id);
  if (audience.userIds.length === 0) return Promise.resolve([]);
  return query.where(inArray(pushSubscriptions.userId, [...audience.userIds])).orderBy(pushSubscriptions.id);
}

export async function findSubscription(db: DbOrTx, { id }: { id: string }) {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

export async function deleteSubscription(db: DbOrTx, { id }: { id: string }): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markNotified(db: DbOrTx, { id, at }: { id: string; at: Date }): Promise<void> {
  await db.update(pushSubscriptions).set({ lastNotificationAt: at }).where(eq(pushSubscriptions.id, id));
}

export async function insertHistory(
  db: DbOrTx,
  values: {
    title: string;
    body: string;
    targetUrl: string;
    recipientType: PushRecipientType;
    createdBy: string | null;
    createdAt: Date;
  },
): Promise<string> {
  const [row] = await db.insert(pushHistory).values(values).returning({ id: pushHistory.id });
  return row!.id;
}

export async function isRecipientRecorded(
  db: DbOrTx,
  { historyId, endpoint }: { historyId: string; endpoint: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: pushHistoryRecipients.id })
    .from(pushHistoryRecipients)
    .where(
      and(
        eq(pushHistoryRecipients.pushHistoryId, historyId),
        eq(pushHistoryRecipients.subscriptionEndpoint, endpoint),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** One device's outcome, and the send's counters with it (in the caller's transaction). */
export async function recordRecipient(
  db: DbOrTx,
  values: {
    historyId: string;
    userId: string | null;
    endpoint: string;
    status: PushRecipientStatus;
    error: string | null;
    at: Date;
  },
): Promise<void> {
  await db.insert(pushHistoryRecipients).values({
    pushHistoryId: values.historyId,
    userId: values.userId,
    subscriptionEndpoint: values.endpoint,
    status: values.status,
    error: values.error,
    createdAt: values.at,
  });
  const counter =
    values.status === 'success'
      ? { sentTo: sql`${pushHistory.sentTo} + 1` }
      : { failed: sql`${pushHistory.failed} + 1` };
  await db.update(pushHistory).set(counter).where(eq(pushHistory.id, values.historyId));
}
