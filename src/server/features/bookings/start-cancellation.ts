import type { OfferPolicy } from '../../../domain/bookings/offer-policy';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { recordOfferChange } from '../offer-alerts/record-offer-change';
import { type Actor, assertMayActFor } from './actor';
import type { OfferTables } from './offer-tables';
import {
  type LockedRegistration,
  lockActiveRegistration,
  lockRegistrationPayment,
  markCancelled,
  selectLiveOffer,
} from './registration-queries';

interface CancellationStart<Offer> {
  offer: Offer;
  registration: LockedRegistration;
  /** The payment that counts for the registration, locked; undefined when none was recorded. */
  payment: Awaited<ReturnType<typeof lockRegistrationPayment>>;
}

/**
 * What cancelling a training and a camp have in common, inside the caller's transaction: the actor may act for the
 * child, the offer is live and, for a parent, still open; the active registration and its payment are locked
 * (registration-queries.ts) and the registration is cancelled. What the cancellation costs is the kind's own rule
 * (domain/bookings/offer-policy.ts lists them); the caller settles it.
 */
export async function startCancellation<T extends OfferTables>(
  tx: Tx,
  t: T,
  policy: OfferPolicy<T['offers']['$inferSelect']>,
  { actor, offerId, childId }: { actor: Actor; offerId: string; childId: string },
  now: Date,
): Promise<CancellationStart<T['offers']['$inferSelect']>> {
  await assertMayActFor(tx, actor, [childId]);
  const offer = await selectLiveOffer(tx, t, offerId);
  if (!offer) throw notFound();
  if (actor.role !== 'admin' && !policy.isOpen(offer, now)) throw new AppError(policy.closedError, 409);
  const registration = await lockActiveRegistration(tx, t, offerId, childId);
  const payment = await lockRegistrationPayment(tx, t, registration);
  await markCancelled(tx, t, registration.id, { cancelledBy: actor.userId, at: now });
  await recordOfferChange(tx, { kind: t.kind, offerId, childIds: [childId], change: 'CANCELLED', at: now });
  return { offer, registration, payment };
}
