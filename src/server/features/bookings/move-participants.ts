import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { BulkParticipantsSelection } from '../../../domain/bookings/bulk-participants';
import { seatsLeft } from '../../../domain/bookings/seat-badge';
import type { BulkActionResult } from '../../../domain/bulk/bulk-api';
import { bulkParticipantMessages as m } from '../../../domain/messages/admin-bulk-participants';
import { isUnpaid } from '../../../domain/payments/status';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { children, creditConsumptions } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { recordOfferChange } from '../offer-alerts/record-offer-change';
import { queueLinkDeactivation } from '../payments/deactivate-payment-link';
import { saveBookingAnswers } from '../questions/booking-answers';
import type { Actor } from './actor';
import type { BulkParticipantsKind } from './bulk-participants-kind';
import { BulkRefusal, type BulkRun, runBulk, selectedParticipants } from './bulk-participants-run';
import { isMoveTarget } from './move-targets';
import { type BookedSeat, lockOffer, registerSeats, type SeatOffer } from './offer-seats';
import type { OfferTables } from './offer-tables';
import { promoteFromWaitlist } from './promote-from-waitlist';
import { activeChildIds } from './registration-queries';
import { startCancellation } from './start-cancellation';
import { deleteEntries } from './waitlist-queries';

// Moving children to another training of the same type, or another camp (decision 056), in one transaction, all or
// none. The seats are a booking's: both offers' rows locked (in id order, so two moves between the same offers wait
// for each other and never deadlock), the target's free seats counted under its lock, and the whole move refused
// when they are fewer than the children. Each child leaves the source as an admin's cancellation does (the
// registration cancelled, the offer's alert recorded, a camp's siblings repriced) and takes a seat in the target as
// an admin's booking does (the sibling price of the target, the waitlist place there spent); the freed seats go to
// the source's waitlist in the same transaction. The money: an unpaid payment is released and the new seat's open
// payment owes the target's price (a training's paid at once by the family's credit, as a booking is); a paid
// payment moves with the child, still paid, for what was paid (a move is the provider's doing: it neither charges
// nor refunds a difference of price, and no cancellation fee applies).

interface MoveRequest extends BulkRun {
  offerId: string;
  targetOfferId: string;
  selection: BulkParticipantsSelection;
}

export function moveParticipants<Offer extends SeatOffer>(
  ctx: AppContext,
  actor: Actor,
  kind: BulkParticipantsKind<Offer>,
  request: MoveRequest,
): Promise<BulkActionResult> {
  const { seats } = kind.waitlist;
  const t = seats.tables;
  const { offerId, targetOfferId } = request;
  return runBulk(ctx, request, async (tx) => {
    const now = ctx.clock.now();
    if (offerId === targetOfferId) throw new BulkRefusal(m.sameOffer);
    const locked = new Map<string, Offer | undefined>();
    for (const id of [offerId, targetOfferId].sort()) locked.set(id, await lockOffer(tx, seats, id));
    const from = locked.get(offerId);
    const to = locked.get(targetOfferId);
    if (!from) throw notFound();
    if (!to) throw new BulkRefusal(m.targetGone);
    if (!(await isMoveTarget(tx, kind, offerId, targetOfferId, now))) throw new BulkRefusal(m.otherKind);

    const childIds = await selectedParticipants(tx, t, offerId, request.selection);
    const inTarget = new Set(await activeChildIds(tx, t, to.id));
    const already = childIds.filter((id) => inTarget.has(id));
    if (already.length > 0) throw new BulkRefusal(m.alreadyThere(await childNames(tx, already)));
    const free = seatsLeft(to.capacity, inTarget.size);
    if (childIds.length > free) throw new BulkRefusal(m.tooFewSeats(free, childIds.length));
    await requireTargetAnswers(tx, { kind: t.kind, offerId: to.id, childIds, actor, now });

    let paidKept = 0;
    for (const childId of childIds) {
      // The kind's policy reads only the columns the ledger locks; an admin's cancellation asks it nothing.
      const policy = seats.policy as unknown as Parameters<typeof startCancellation>[2];
      const { payment } = await startCancellation(tx, t, policy, { actor, offerId, childId }, now);
      // One child at a time: each is priced after the siblings already in the target (decision 053).
      const [seat] = await registerSeats(tx, seats, to, [childId], actor, now);
      if (!seat) throw new Error('move: registration insert returned no row');
      if (payment?.status === 'SUCCEEDED') {
        await carryPaidPayment(tx, t, payment.id, { offerId: to.id, seat }, now);
        paidKept++;
      } else {
        if (payment && isUnpaid(payment.status)) {
          await queueLinkDeactivation(ctx, tx, await kind.releaseOpen(tx, payment.id));
        }
        await kind.waitlist.settle(ctx, tx, seat, now);
      }
      await kind.afterLeave?.(tx, from, childId, now);
    }
    // A moved child that waited for the target has its seat now: its place in the queue is spent.
    await deleteEntries(tx, { kind: t.kind, offerId: to.id }, childIds);
    await recordOfferChange(tx, { kind: t.kind, offerId: to.id, childIds, change: 'BOOKED', at: now });
    await promoteFromWaitlist(ctx, tx, kind.waitlist, offerId);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: `${t.kind}.participants_move`,
      subject: { type: t.kind, id: offerId },
      details: { count: childIds.length, targetOfferId, childIds, paidKept },
      at: now,
    });
    const names = { from: offerName(kind, from), to: offerName(kind, to) };
    return {
      count: childIds.length,
      summary: (done) => m.moveSummary(done, { count: childIds.length, ...names, paidKept }),
    };
  }).finally(() => kind.afterwards?.(ctx));
}

function offerName<Offer extends SeatOffer>(kind: BulkParticipantsKind<Offer>, offer: Offer): string {
  const { title, when } = kind.waitlist.describe(offer);
  return `${title}, ${when}`;
}

/**
 * The paid payment goes with the child to the new registration (and the credit that paid it, if any); the new seat's
 * open payment is not needed.
 */
async function carryPaidPayment(
  tx: Tx,
  t: OfferTables,
  paidId: string,
  { offerId, seat }: { offerId: string; seat: BookedSeat },
  now: Date,
) {
  const p = t.payments;
  await tx.delete(p).where(eq(p.id, seat.payment.id));
  await tx
    .update(p)
    .set({ ...t.paymentKeys(offerId, seat.registrationId), updatedAt: now })
    .where(eq(p.id, paidId));
  const paidBy = t.kind === 'training' ? creditConsumptions.paymentId : creditConsumptions.campPaymentId;
  await tx
    .update(creditConsumptions)
    .set(t.consumptionKeys(offerId, paidId))
    .where(and(eq(paidBy, paidId), isNull(creditConsumptions.revertedAt)));
}

/**
 * A move takes a place in the target like any booking, so the target's required questions bind it (decision 055,
 * hitobito 3309): an answer the child gave that offer before counts; a child without one stops the whole move.
 */
async function requireTargetAnswers(tx: Tx, input: Parameters<typeof saveBookingAnswers>[1]) {
  try {
    await saveBookingAnswers(tx, input);
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 'INVALID_ANSWERS') throw err;
    const problems = (err.details?.problems ?? []) as { childId: string }[];
    const unanswered = [...new Set(problems.map((p) => p.childId))];
    throw new BulkRefusal(m.missingAnswers(await childNames(tx, unanswered)));
  }
}

async function childNames(tx: Tx, ids: readonly string[]): Promise<string> {
  const rows = await tx
    .select({ firstName: children.firstName, lastName: children.lastName })
    .from(children)
    .where(inArray(children.id, [...ids]));
  return rows.map((c) => `${c.firstName} ${c.lastName}`).join(', ');
}
