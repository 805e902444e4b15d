import { and, asc, eq, ne } from 'drizzle-orm';
import type { MoveTarget } from '../../../domain/bookings/bulk-participants';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { BulkParticipantsKind } from './bulk-participants-kind';
import type { SeatOffer } from './offer-seats';

// Where an offer's children may move (decision 056): the live offers of its kind its kind's rule admits (a training
// of the same type that has not started, a camp that has not started), the offer itself never.

/** At most this many targets are offered: a picker of the next ones, not an archive. */
const MAX_TARGETS = 100;

export async function listMoveTargets<Offer extends SeatOffer>(
  ctx: AppContext,
  kind: BulkParticipantsKind<Offer>,
  offerId: string,
): Promise<MoveTarget[]> {
  const { tables: t, columns } = kind.waitlist.seats;
  const view = t.capacity;
  const viewColumns = view as unknown as Record<string, typeof view.id>;
  const rows = await ctx.db
    .select({
      ...Object.fromEntries(columns.map((name) => [name, viewColumns[name] as typeof view.id])),
      seatsLeft: view.seatsLeft,
    })
    .from(view)
    .where(and(ne(view.id, offerId), kind.targetCondition(offerId, ctx.clock.now())))
    .orderBy(asc(kind.targetOrder), asc(view.id))
    .limit(MAX_TARGETS);
  return rows.map((row) => {
    const offer = row as unknown as Offer;
    const { title, when } = kind.waitlist.describe(offer);
    return { id: offer.id, title, when, seatsLeft: row.seatsLeft };
  });
}

/** Whether `targetId` is an offer `offerId`'s children may move to, read in the caller's transaction. */
export async function isMoveTarget<Offer extends SeatOffer>(
  db: DbOrTx,
  kind: BulkParticipantsKind<Offer>,
  offerId: string,
  targetId: string,
  now: Date,
): Promise<boolean> {
  const view = kind.waitlist.seats.tables.capacity;
  const [row] = await db
    .select({ id: view.id })
    .from(view)
    .where(and(eq(view.id, targetId), ne(view.id, offerId), kind.targetCondition(offerId, now)));
  return row !== undefined;
}
