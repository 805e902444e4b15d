import { asc } from 'drizzle-orm';
import type { AttendanceMark } from '../../../domain/attendance/attendance-api';
import { absenceField, type ReportedAbsence } from '../../../domain/bookings/absence-report';
import type { ChildRegistration, FamilyChild, RegistrationPayment } from '../../../domain/bookings/contracts';
import { latestPayment } from '../../../domain/payments/status';
import type { DbOrTx } from '../../db/client';
import { children } from '../../db/schema';
import { inFamilyOf } from '../family/scope';

/** The family's children, as the sign-up dialog lists them. */
export function familyChildren(db: DbOrTx, userId: string): Promise<FamilyChild[]> {
  return db
    .select({ id: children.id, firstName: children.firstName, lastName: children.lastName })
    .from(children)
    .where(inFamilyOf(userId))
    .orderBy(asc(children.firstName), asc(children.lastName), asc(children.id));
}

export interface ActiveRegistration {
  id: string;
  offerId: string;
  childId: string;
  createdAt: Date;
  /** Set on a registration from the waitlist (issue 16). */
  freeCancellationUntil?: Date | null;
  /** The marked days (issue 18). */
  attendance?: AttendanceMark[] | null;
  /** A training's absence the parents reported after the cutoff (issue 29). */
  absence?: ReportedAbsence | null;
}

export interface PaymentRow extends RegistrationPayment {
  registrationId: string | null;
  offerId: string;
  childId: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Registrations per offer id, each with the payment that counts for it: the latest change among the payments of
 * that registration (or, for old records without a link, of the same child and offer).
 */
export function groupRegistrations(
  registrations: readonly ActiveRegistration[],
  payments: readonly PaymentRow[],
): Map<string, ChildRegistration[]> {
  const byOffer = new Map<string, ChildRegistration[]>();
  for (const registration of registrations) {
    const own = payments.filter((p) => p.registrationId === registration.id);
    const candidates =
      own.length > 0
        ? own
        : payments.filter(
            (p) =>
              p.registrationId === null &&
              p.offerId === registration.offerId &&
              p.childId === registration.childId,
          );
    const payment = latestPayment(candidates);
    const list = byOffer.get(registration.offerId) ?? [];
    list.push({
      childId: registration.childId,
      registeredAt: registration.createdAt.toISOString(),
      // Only a registration from the waitlist carries it (issue 16).
      ...(registration.freeCancellationUntil
        ? { freeCancellationUntil: registration.freeCancellationUntil.toISOString() }
        : {}),
      payment: payment
        ? { id: payment.id, status: payment.status, method: payment.method, amountCents: payment.amountCents }
        : null,
      // Only once a day is marked (issue 18), so upcoming bookings look as before.
      ...(registration.attendance?.length ? { attendance: registration.attendance } : {}),
      ...absenceField(registration.absence),
    });
    byOffer.set(registration.offerId, list);
  }
  return byOffer;
}
