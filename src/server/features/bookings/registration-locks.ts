import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { campPayments, campRsvps, payments, rsvps } from '../../db/schema';
import { AppError } from '../../errors';

// Cancelling starts by locking the active registration: of two cancels of one booking (two tabs, a parent and an
// admin) the second waits, then finds the registration cancelled and is refused, so the refund happens once.
// Then the payment that counts for it (the latest change wins) is locked, so no settlement runs in between.

export async function lockActiveRsvp(tx: Tx, sessionId: string, childId: string) {
  const [rsvp] = await tx
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.sessionId, sessionId), eq(rsvps.childId, childId), isNull(rsvps.cancelledAt)))
    .for('update');
  if (!rsvp) throw new AppError('NOT_REGISTERED', 409);
  return rsvp;
}

/** The registration's payment; one recorded without a registration link counts for the same child and training. */
export async function lockRsvpPayment(tx: Tx, rsvp: { id: string; sessionId: string; childId: string }) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(
      or(
        eq(payments.rsvpId, rsvp.id),
        and(
          isNull(payments.rsvpId),
          eq(payments.sessionId, rsvp.sessionId),
          eq(payments.childId, rsvp.childId),
        ),
      ),
    )
    .orderBy(desc(payments.updatedAt), desc(payments.createdAt))
    .limit(1)
    .for('update');
  return payment;
}

export async function lockActiveCampRsvp(tx: Tx, campId: string, childId: string) {
  const [campRsvp] = await tx
    .select()
    .from(campRsvps)
    .where(and(eq(campRsvps.campId, campId), eq(campRsvps.childId, childId), isNull(campRsvps.cancelledAt)))
    .for('update');
  if (!campRsvp) throw new AppError('NOT_REGISTERED', 409);
  return campRsvp;
}

export async function lockCampRsvpPayment(tx: Tx, campRsvp: { id: string; campId: string; childId: string }) {
  const [payment] = await tx
    .select()
    .from(campPayments)
    .where(
      or(
        eq(campPayments.campRsvpId, campRsvp.id),
        and(
          isNull(campPayments.campRsvpId),
          eq(campPayments.campId, campRsvp.campId),
          eq(campPayments.childId, campRsvp.childId),
        ),
      ),
    )
    .orderBy(desc(campPayments.updatedAt), desc(campPayments.createdAt))
    .limit(1)
    .for('update');
  return payment;
}
