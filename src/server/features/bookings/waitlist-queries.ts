import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { WaitlistPlace } from '../../../domain/bookings/contracts';
import type { OfferKind } from '../../../domain/bookings/offer-policy';
import type { DbOrTx } from '../../db/client';
import { waitlistEntries } from '../../db/schema';
import { offerTables } from './offer-tables';

// The waitlist of one training or camp: rows of waitlist_entries keyed by session_id or camp_id.

export type WaitlistKind = OfferKind;

export interface WaitlistOffer {
  kind: WaitlistKind;
  offerId: string;
}

export function offerColumn(kind: WaitlistKind) {
  return offerTables[kind].waitlistOffer;
}

const columns = {
  id: waitlistEntries.id,
  childId: waitlistEntries.childId,
  createdBy: waitlistEntries.createdBy,
  createdAt: waitlistEntries.createdAt,
};

type WaitlistRow = { id: string; childId: string; createdBy: string | null; createdAt: Date };

/** The whole queue in order (first in line first). */
export function selectQueue(db: DbOrTx, { kind, offerId }: WaitlistOffer): Promise<WaitlistRow[]> {
  return db
    .select(columns)
    .from(waitlistEntries)
    .where(eq(offerColumn(kind), offerId))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

/** The first in line, locked until the transaction ends (the caller holds the offer's row lock). */
export async function lockFirstInLine(db: DbOrTx, { kind, offerId }: WaitlistOffer) {
  const [first] = await db
    .select(columns)
    .from(waitlistEntries)
    .where(eq(offerColumn(kind), offerId))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(1)
    .for('update');
  return first;
}

export async function insertEntries(
  db: DbOrTx,
  { kind, offerId }: WaitlistOffer,
  childIds: readonly string[],
  createdBy: string,
  now: Date,
) {
  const key = offerTables[kind].offerKey(offerId);
  return db
    .insert(waitlistEntries)
    .values(childIds.map((childId) => ({ ...key, childId, createdBy, createdAt: now })))
    .returning(columns);
}

/** Removes the children's entries; answers the removed child ids. */
export async function deleteEntries(
  db: DbOrTx,
  { kind, offerId }: WaitlistOffer,
  childIds: readonly string[],
) {
  const rows = await db
    .delete(waitlistEntries)
    .where(and(eq(offerColumn(kind), offerId), inArray(waitlistEntries.childId, [...childIds])))
    .returning({ childId: waitlistEntries.childId });
  return rows.map((r) => r.childId);
}

/** The whole queue goes with its offer (a deleted training or camp kept for its money records). */
export async function clearQueue(db: DbOrTx, { kind, offerId }: WaitlistOffer): Promise<void> {
  await db.delete(waitlistEntries).where(eq(offerColumn(kind), offerId));
}

/**
 * The family's waiting children per offer, each with its place in the whole queue (created_at, then id). Only the
 * given offers' queues are ranked: the pages ask for their own offers, and past ones have no queue left to show.
 */
export async function familyWaitlistPlaces(
  db: DbOrTx,
  kind: WaitlistKind,
  offerIds: readonly string[],
  childIds: readonly string[],
): Promise<Map<string, WaitlistPlace[]>> {
  const byOffer = new Map<string, WaitlistPlace[]>();
  if (offerIds.length === 0 || childIds.length === 0) return byOffer;
  const offer = offerColumn(kind);
  const ranked = db
    .select({
      offerId: sql<string>`${offer}`.as('offer_id'),
      childId: waitlistEntries.childId,
      place:
        sql<number>`row_number() over (partition by ${offer} order by ${waitlistEntries.createdAt}, ${waitlistEntries.id})`
          .mapWith(Number)
          .as('place'),
    })
    .from(waitlistEntries)
    .where(inArray(offer, [...offerIds]))
    .as('ranked');
  const rows = await db
    .select({ offerId: ranked.offerId, childId: ranked.childId, place: ranked.place })
    .from(ranked)
    .where(inArray(ranked.childId, [...childIds]));
  for (const row of rows) {
    const list = byOffer.get(row.offerId) ?? [];
    list.push({ childId: row.childId, place: row.place });
    byOffer.set(row.offerId, list);
  }
  return byOffer;
}
