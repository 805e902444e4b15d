import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, pushHistory, pushHistoryRecipients, pushSubscriptions } from '../../db/schema';
import type { PushRecipientStatus, PushRecipientType } from '../../db/schema/values';

// A parent's own devices are always filtered by their user id: another parent's subscription is not found.

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** A parent's profile: an admin's is not one (admin-back-office.md section 6: parent lists exclude admins). */
export const isParentProfile = ne(profiles.role, 'admin');

export function listUserSubscriptions(db: DbOrTx, { userId }: { userId: string }) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt, pushSubscriptions.id);
}

/**
 * One row per endpoint: a renewed subscription of the same account brings new keys. An endpoint stored for another
 * account stays with it (undefined): posting an endpoint proves no hold of the browser, so it never moves a device
 * from one account to another; the browser of a new sign-in subscribes anew (a new endpoint) instead.
 */
export async function upsertSubscription(
  db: DbOrTx,
  values: { userId: string; endpoint: string; p256dh: string; auth: string; deviceInfo: string | null },
): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        p256dh: values.p256dh,
        auth: values.auth,
        deviceInfo: sql`coalesce(excluded.device_info, ${pushSubscriptions.deviceInfo})`,
      },
      setWhere: eq(pushSubscriptions.userId, values.userId),
    })
    .returning();
  return row;
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

/**
 * The devices a send reaches: every parent's ("an alle Eltern": an admin's device is not a parent's), or those of
 * the chosen users.
 */
export function subscriptionsOf(db: DbOrTx, audience: { all: true } | { userIds: readonly string[] }) {
  const columns = {
    id: pushSubscriptions.id,
    userId: pushSubscriptions.userId,
    endpoint: pushSubscriptions.endpoint,
  };
  const query = db.select(columns).from(pushSubscriptions);
  if ('all' in audience)
    return query
      .innerJoin(profiles, eq(profiles.id, pushSubscriptions.userId))
      .where(isParentProfile)
      .orderBy(pushSubscriptions.id);
  if (audience.userIds.length === 0) return Promise.resolve([]);
  return query.where(inArray(pushSubscriptions.userId, [...audience.userIds])).orderBy(pushSubscriptions.id);
}

/** The devices of a delivery batch, by id. */
export function findSubscriptions(db: DbOrTx, { ids }: { ids: readonly string[] }) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.id, [...ids]));
}

export async function deleteSubscriptions(db: DbOrTx, { ids }: { ids: readonly string[] }): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
}

export async function markNotified(
  db: DbOrTx,
  { ids, at }: { ids: readonly string[]; at: Date },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(pushSubscriptions)
    .set({ lastNotificationAt: at })
    .where(inArray(pushSubscriptions.id, [...ids]));
}

/** Which of these users still have an account (a recipient row keeps the user id only while it exists). */
export async function existingUserIds(db: DbOrTx, { ids }: { ids: readonly string[] }): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(inArray(profiles.id, [...ids]));
  return new Set(rows.map((r) => r.id));
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

/** The (send, endpoint) pairs among these that already have their outcome, as `${historyId} ${endpoint}`. */
export async function recordedRecipients(
  db: DbOrTx,
  pairs: readonly { historyId: string; endpoint: string }[],
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await db
    .select({
      historyId: pushHistoryRecipients.pushHistoryId,
      endpoint: pushHistoryRecipients.subscriptionEndpoint,
    })
    .from(pushHistoryRecipients)
    .where(
      and(
        inArray(pushHistoryRecipients.pushHistoryId, [...new Set(pairs.map((p) => p.historyId))]),
        inArray(pushHistoryRecipients.subscriptionEndpoint, [...new Set(pairs.map((p) => p.endpoint))]),
      ),
    );
  return new Set(rows.map((r) => `${r.historyId} ${r.endpoint}`));
}

export interface RecipientOutcome {
  historyId: string;
  userId: string | null;
  endpoint: string;
  status: PushRecipientStatus;
  error: string | null;
}

/**
 * The outcomes of a delivery batch and their sends' counters (in the caller's transaction). A send deleted in the
 * meantime (the admin removed it from the history) has nothing left to count: its outcomes are dropped.
 */
export async function recordRecipients(
  db: DbOrTx,
  { outcomes, at }: { outcomes: readonly RecipientOutcome[]; at: Date },
): Promise<void> {
  if (outcomes.length === 0) return;
  // Locked in id order: batches of several sends taken by parallel workers never wait on each other in a circle.
  const existing = await db
    .select({ id: pushHistory.id })
    .from(pushHistory)
    .where(inArray(pushHistory.id, [...new Set(outcomes.map((o) => o.historyId))]))
    .orderBy(pushHistory.id)
    .for('update');
  const kept = outcomes.filter((o) => existing.some((h) => h.id === o.historyId));
  if (kept.length === 0) return;
  await db.insert(pushHistoryRecipients).values(
    kept.map((o) => ({
      pushHistoryId: o.historyId,
      userId: o.userId,
      subscriptionEndpoint: o.endpoint,
      status: o.status,
      error: o.error,
      createdAt: at,
    })),
  );
  for (const { id } of existing) {
    const mine = kept.filter((o) => o.historyId === id);
    const sent = mine.filter((o) => o.status === 'success').length;
    await db
      .update(pushHistory)
      .set({
        sentTo: sql`${pushHistory.sentTo} + ${sent}`,
        failed: sql`${pushHistory.failed} + ${mine.length - sent}`,
      })
      .where(eq(pushHistory.id, id));
  }
}
