import { eq } from 'drizzle-orm';
import { seatsLeft } from '../../../domain/bookings/seat-badge';
import { freeCancellationUntil } from '../../../domain/bookings/waitlist';
import { waitlistMailMessages as w } from '../../../domain/messages/booking-mails';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { children } from '../../db/schema';
import { inRetriedTransaction } from '../../db/transaction';
import { logFor } from '../../observability/log';
import { recordOfferChange } from '../offer-alerts/record-offer-change';
import { sendPush } from '../push/send-push';
import type { Actor } from './actor';
import { waitlistPromotionMail } from './mails/waitlist-mails';
import { lockOffer, registerSeats, type SeatOffer } from './offer-seats';
import { mailLines, mailParentsFor, queueBookingMails } from './queue-mails';
import { activeChildIds, markFreeCancellation } from './registration-queries';
import type { OfferDescription, WaitlistLedger } from './waitlist-ledger';
import { deleteEntries, lockFirstInLine } from './waitlist-queries';

const log = logFor('waitlist');

interface Promotion {
  childId: string;
  registrationId: string;
  freeUntil: Date;
}

/**
 * Gives the offer's free seats to the first in line, inside the transaction that freed them (a cancellation, an
 * admin's removal, a raised capacity), so a freed seat is never open to anyone else while children wait. Takes the
 * offer's row lock like a booking: a booking and a promotion of one offer run one after the other, so the queue is
 * never skipped and never overbooks. Nothing happens once the list is closed (a training's 20-hour cutoff, a camp's
 * start): the seat is then free for anyone who books. The parent's mail and push are queued in the transaction.
 */
export async function promoteFromWaitlist<Offer extends SeatOffer>(
  ctx: AppContext,
  tx: Tx,
  ledger: WaitlistLedger<Offer>,
  offerId: string,
): Promise<Promotion[]> {
  const now = ctx.clock.now();
  const { seats } = ledger;
  const offer = await lockOffer(tx, seats, offerId);
  if (!offer || !seats.policy.isWaitlistOpen(offer, now)) return [];
  const key = { kind: seats.policy.kind, offerId: offer.id };
  const active = new Set(await activeChildIds(tx, seats.tables, offer.id));
  let free = seatsLeft(offer.capacity, active.size);
  const promotions: Promotion[] = [];
  while (free > 0) {
    const first = await lockFirstInLine(tx, key);
    if (!first) break;
    await deleteEntries(tx, key, [first.childId]);
    // Booked meanwhile another way (an admin, after the list had closed once): the entry is simply gone.
    if (active.has(first.childId)) continue;
    const actor = await promotedFor(tx, first);
    const [seat] = await registerSeats(tx, seats, offer, [first.childId], actor, now);
    if (!seat) throw new Error('promotion: registration insert returned no row');
    await recordOfferChange(tx, { ...key, childIds: [first.childId], change: 'PROMOTED', at: now });
    const freeUntil = freeCancellationUntil(now, seats.policy.freeCancellationCutoff(offer));
    await markFreeCancellation(tx, seats.tables, seat.registrationId, freeUntil);
    const payment = await ledger.settle(ctx, tx, seat, now);
    const description = { ...ledger.describe(offer), url: seats.policy.page };
    await notifyPromotion(ctx, tx, description, {
      actor,
      childId: first.childId,
      payment,
      freeUntil,
    });
    active.add(first.childId);
    free--;
    promotions.push({ childId: first.childId, registrationId: seat.registrationId, freeUntil });
  }
  return promotions;
}

/**
 * A cancellation (`cancelIn`) and, in the same transaction, the freed seat given to the first child on the waitlist
 * (issue 16); `after` adds to that transaction (an admin's audit row).
 */
export function cancelAndPromote<Offer extends SeatOffer, Result>(
  ctx: AppContext,
  ledger: WaitlistLedger<Offer>,
  offerId: string,
  cancelIn: (tx: Tx) => Promise<Result>,
  after?: (tx: Tx, result: Result) => Promise<void>,
): Promise<Result> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const result = await cancelIn(tx);
    await promoteFromWaitlist(ctx, tx, ledger, offerId);
    await after?.(tx, result);
    return result;
  });
}

/** The registration is the parent's who put the child on the list (or, that account gone, the child's parent). */
async function promotedFor(tx: Tx, entry: { childId: string; createdBy: string | null }): Promise<Actor> {
  if (entry.createdBy) return { userId: entry.createdBy, role: 'parent' };
  const [child] = await tx
    .select({ parentId: children.parentId })
    .from(children)
    .where(eq(children.id, entry.childId));
  if (!child) throw new Error('promotion: child not found');
  return { userId: child.parentId, role: 'parent' };
}

async function notifyPromotion(
  ctx: AppContext,
  tx: Tx,
  offer: OfferDescription,
  input: {
    actor: Actor;
    childId: string;
    payment: Parameters<typeof mailLines>[1][number]['payment'];
    freeUntil: Date;
  },
): Promise<void> {
  let childFirstName = '';
  await queueBookingMails(ctx, tx, { childIds: [input.childId] }, async (db) => {
    // The child's own parent reads the mail, whoever put the child on the list.
    const { parent, partners } = await mailParentsFor(
      db,
      { userId: input.actor.userId, role: 'admin' },
      input.childId,
    );
    const [line] = await mailLines(db, [{ childId: input.childId, payment: input.payment }]);
    if (!line) return [];
    childFirstName = line.child.firstName;
    return [parent, ...partners].map((to) =>
      waitlistPromotionMail(ctx.config, { parent: to, offer, line, freeUntil: input.freeUntil }),
    );
  });
  try {
    await tx.transaction(async (savepoint) => {
      await sendPush(
        ctx,
        {
          userIds: [input.actor.userId],
          payload: {
            title: w.pushTitle,
            body: w.pushBody(childFirstName, offer.title, offer.when),
            url: offer.url,
          },
          about: { childIds: [input.childId] },
        },
        { tx: savepoint },
      );
    });
  } catch (err) {
    log.warn({ err }, 'promotion push not queued; the booking stands');
  }
}
