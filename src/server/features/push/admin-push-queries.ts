import { and, count, countDistinct, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MESSAGE_STATES, type MessageStateCounts } from '../../../domain/message-log/message-log-api';
import type { DbOrTx } from '../../db/client';
import { messageLog, profiles, pushHistory, pushSubscriptions } from '../../db/schema';
import { containsEveryWord } from '../../db/text-search';
import { PUSH_QUEUE } from './push-job';
import { isParentProfile } from './queries';

// The back office's reads of push: stats, history, recipients per parent, devices and the parent picker. Every
// list is ordered and paged here; a page asks for one row more than it shows to know whether another follows.
// Devices, their counts and the picker are the parents' only: an admin's profile is not a parent's
// (admin-back-office.md section 6), and a send to all parents does not reach it (queries.ts, subscriptionsOf).

export interface Paging {
  limit: number;
  offset: number;
}

/** Name and e-mail as the picker's search matches them: the expression profiles_search_trgm_idx indexes. */
const searchText = sql`(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '') || ' ' || ${profiles.email})`;

const byName = [profiles.lastName, profiles.firstName, profiles.email, profiles.id];

/** The parent of a row, as each list names them (list-admin-push.ts, parentNameOf). */
const parentColumns = {
  userId: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: profiles.email,
};

export async function pushStats(db: DbOrTx): Promise<{ devices: number; parents: number }> {
  const [row] = await db
    .select({ devices: count(), parents: countDistinct(pushSubscriptions.userId) })
    .from(pushSubscriptions)
    .innerJoin(profiles, eq(profiles.id, pushSubscriptions.userId))
    .where(isParentProfile);
  return { devices: row?.devices ?? 0, parents: row?.parents ?? 0 };
}

const creator = alias(profiles, 'creator');

const historyColumns = {
  history: pushHistory,
  creatorFirstName: creator.firstName,
  creatorLastName: creator.lastName,
  creatorEmail: creator.email,
};

export type PushHistoryWithCreator = {
  history: typeof pushHistory.$inferSelect;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  creatorEmail: string | null;
};

export function listPushHistory(db: DbOrTx, { limit, offset }: Paging): Promise<PushHistoryWithCreator[]> {
  return db
    .select(historyColumns)
    .from(pushHistory)
    .leftJoin(creator, eq(creator.id, pushHistory.createdBy))
    .orderBy(desc(pushHistory.createdAt), desc(pushHistory.id))
    .limit(limit)
    .offset(offset);
}

export async function findPushHistory(db: DbOrTx, id: string): Promise<PushHistoryWithCreator | undefined> {
  const [row] = await db
    .select(historyColumns)
    .from(pushHistory)
    .leftJoin(creator, eq(creator.id, pushHistory.createdBy))
    .where(eq(pushHistory.id, id));
  return row;
}

export async function deletePushHistory(db: DbOrTx, id: string) {
  const [row] = await db.delete(pushHistory).where(eq(pushHistory.id, id)).returning();
  return row;
}

/**
 * Whether deliveries of the send still wait in the queue. Read from pg-boss's own table: a delivery job names its
 * history row (push-job.ts), and a job finishing after its row was deleted could not record its outcome.
 */
export async function hasPendingDelivery(db: DbOrTx, historyId: string): Promise<boolean> {
  const result = await db.execute<{ pending: boolean }>(sql`
    select exists (
      select 1 from pgboss.job
      where name = ${PUSH_QUEUE} and state in ('created', 'retry', 'active') and data->>'historyId' = ${historyId}
    ) as pending`);
  return result.rows[0]?.pending ?? false;
}

/** One row per parent of the send, from the message log (decision 051): sent when any of their devices received it. */
export function listRecipients(db: DbOrTx, historyId: string, { limit, offset }: Paging) {
  return db
    .select({ ...parentColumns, state: messageLog.state })
    .from(messageLog)
    .innerJoin(profiles, eq(profiles.id, messageLog.profileId))
    .where(eq(messageLog.pushHistoryId, historyId))
    .orderBy(...byName)
    .limit(limit)
    .offset(offset);
}

/** The send's parents per state. */
export async function countRecipientStates(db: DbOrTx, historyId: string): Promise<MessageStateCounts> {
  const rows = await db
    .select({ state: messageLog.state, count: sql<number>`count(*)::int` })
    .from(messageLog)
    .where(eq(messageLog.pushHistoryId, historyId))
    .groupBy(messageLog.state);
  const counts = Object.fromEntries(MESSAGE_STATES.map((state) => [state, 0])) as MessageStateCounts;
  for (const row of rows) counts[row.state] = row.count;
  return counts;
}

export function listSubscribers(db: DbOrTx, { limit, offset }: Paging) {
  return db
    .select({
      subscriptionId: pushSubscriptions.id,
      ...parentColumns,
      deviceInfo: pushSubscriptions.deviceInfo,
      subscribedAt: pushSubscriptions.createdAt,
      lastNotificationAt: pushSubscriptions.lastNotificationAt,
    })
    .from(pushSubscriptions)
    .innerJoin(profiles, eq(profiles.id, pushSubscriptions.userId))
    .where(isParentProfile)
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(limit)
    .offset(offset);
}

/** The picker: parents with at least one device whose name or e-mail holds every word of `q`. */
export function listParentsWithPush(db: DbOrTx, q: string, { limit, offset }: Paging) {
  return db
    .select({ ...parentColumns, subscriptionCount: count(pushSubscriptions.id) })
    .from(profiles)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, profiles.id))
    .where(and(isParentProfile, containsEveryWord(searchText, q)))
    .groupBy(profiles.id)
    .orderBy(...byName)
    .limit(limit)
    .offset(offset);
}

/** Every match of the picker's search, for "select all". */
export async function parentIdsWithPush(db: DbOrTx, q: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct(parentColumns)
    .from(profiles)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, profiles.id))
    .where(and(isParentProfile, containsEveryWord(searchText, q)))
    .orderBy(...byName)
    .limit(limit);
  return rows.map((r) => r.userId);
}
