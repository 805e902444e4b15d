import { and, inArray, isNull } from 'drizzle-orm';
import type { ChildRegistration } from '../../../domain/bookings/contracts';
import type { DbOrTx } from '../../db/client';
import { payments, rsvps } from '../../db/schema';
import { groupRegistrations } from '../bookings/family-registrations';

/** The active registrations of the given children for the given trainings, with their payments. */
/** A training payment as the registration lists read it (parent side and the admin's participants panel). */
export const registrationPaymentColumns = {
  id: payments.id,
  registrationId: payments.rsvpId,
  offerId: payments.sessionId,
  childId: payments.childId,
  status: payments.status,
  method: payments.method,
  amountCents: payments.amountCents,
  createdAt: payments.createdAt,
  updatedAt: payments.updatedAt,
};

export async function trainingRegistrations(
  db: DbOrTx,
  sessionIds: readonly string[],
  childIds: readonly string[],
): Promise<Map<string, ChildRegistration[]>> {
  if (sessionIds.length === 0 || childIds.length === 0) return new Map();
  const registrations = await db
    .select({
      id: rsvps.id,
      offerId: rsvps.sessionId,
      childId: rsvps.childId,
      createdAt: rsvps.createdAt,
      freeCancellationUntil: rsvps.freeCancellationUntil,
    })
    .from(rsvps)
    .where(
      and(
        inArray(rsvps.sessionId, [...sessionIds]),
        inArray(rsvps.childId, [...childIds]),
        isNull(rsvps.cancelledAt),
      ),
    );
  if (registrations.length === 0) return new Map();
  const paymentRows = await db
    .select(registrationPaymentColumns)
    .from(payments)
    .where(
      and(
        inArray(payments.sessionId, [...new Set(registrations.map((r) => r.offerId))]),
        inArray(payments.childId, [...new Set(registrations.map((r) => r.childId))]),
      ),
    );
  return groupRegistrations(registrations, paymentRows);
}
