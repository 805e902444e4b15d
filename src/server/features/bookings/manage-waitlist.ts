import { asc, eq } from 'drizzle-orm';
import type { AddParticipantResponse, AdminWaitlistEntry } from '../../../domain/bookings/admin-participants';
import type { BookingResponse } from '../../../domain/bookings/contracts';
import { personName } from '../../../domain/people/person-name';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { children, profiles, waitlistEntries } from '../../db/schema';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Actor } from './actor';
import { leaveWaitlistIn } from './leave-waitlist';
import { bookOneChild } from './participant-changes';
import { deleteEntries, offerColumn, type WaitlistOffer } from './waitlist-queries';

// The waitlist in the back office's participants panel (issue 16): the queue in order, and an admin's promotion or
// removal by hand, each with its audit row in the same transaction.

export async function listAdminWaitlist(db: DbOrTx, offer: WaitlistOffer): Promise<AdminWaitlistEntry[]> {
  const rows = await db
    .select({
      childId: waitlistEntries.childId,
      firstName: children.firstName,
      lastName: children.lastName,
      parentFirstName: profiles.firstName,
      parentLastName: profiles.lastName,
      parentEmail: profiles.email,
      since: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .innerJoin(children, eq(children.id, waitlistEntries.childId))
    .innerJoin(profiles, eq(profiles.id, children.parentId))
    .where(eq(offerColumn(offer.kind), offer.offerId))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  return rows.map((row, index) => ({
    childId: row.childId,
    firstName: row.firstName,
    lastName: row.lastName,
    parentName:
      personName({ firstName: row.parentFirstName, lastName: row.parentLastName }) || row.parentEmail,
    parentEmail: row.parentEmail,
    place: index + 1,
    since: row.since.toISOString(),
  }));
}

const subjectType = { training: 'training', camp: 'camp' } as const;

/** "Von der Warteliste nehmen" by an admin. */
export async function removeFromWaitlist(
  ctx: AppContext,
  actor: Actor,
  input: WaitlistOffer & { childId: string },
) {
  await inRetriedTransaction(ctx.db, async (tx) => {
    await leaveWaitlistIn(tx, { ...input, actor }, ctx.clock.now());
    await recordAudit(tx, {
      actorId: actor.userId,
      action: `${input.kind}.waitlist_remove`,
      subject: { type: subjectType[input.kind], id: input.offerId },
      details: { childId: input.childId },
      at: ctx.clock.now(),
    });
  });
}

/**
 * "Jetzt anmelden" by an admin: the waiting child (whatever its place) is booked like the admin's "+ Kind" (a seat
 * must be free: raise the capacity first, which promotes the first in line itself), and leaves the list.
 */
export async function promoteByHand(
  ctx: AppContext,
  actor: Actor,
  input: WaitlistOffer & { childId: string },
  book: (tx: Tx) => Promise<BookingResponse>,
): Promise<AddParticipantResponse> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const removed = await deleteEntries(tx, input, [input.childId]);
    if (removed.length === 0) throw new AppError('NOT_WAITLISTED', 409);
    const added = await bookOneChild(tx, book);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: `${input.kind}.waitlist_promote`,
      subject: { type: subjectType[input.kind], id: input.offerId },
      details: { childId: input.childId, paymentId: added.payment.id, creditUsed: added.creditUsed },
      at: ctx.clock.now(),
    });
    return added;
  });
}
