import { and, asc, inArray, isNull, or } from 'drizzle-orm';
import type { AttendanceMark } from '../../../domain/attendance/attendance-api';
import type { ChildRegistration } from '../../../domain/bookings/contracts';
import type { DbOrTx } from '../../db/client';
import { attendance, campPayments, campRsvps } from '../../db/schema';
import { groupRegistrations } from '../bookings/family-registrations';
import { campTables } from '../bookings/offer-tables';
import { registrationPaymentColumns } from '../bookings/registration-queries';

/** The active registrations of the given children for the given camps, with their payments. */
export async function campRegistrations(
  db: DbOrTx,
  campIds: readonly string[],
  childIds: readonly string[],
): Promise<Map<string, ChildRegistration[]>> {
  if (campIds.length === 0 || childIds.length === 0) return new Map();
  const registrations = await db
    .select({
      id: campRsvps.id,
      offerId: campRsvps.campId,
      childId: campRsvps.childId,
      createdAt: campRsvps.createdAt,
      freeCancellationUntil: campRsvps.freeCancellationUntil,
    })
    .from(campRsvps)
    .where(
      and(
        inArray(campRsvps.campId, [...campIds]),
        inArray(campRsvps.childId, [...childIds]),
        isNull(campRsvps.cancelledAt),
      ),
    );
  if (registrations.length === 0) return new Map();
  const paymentRows = await db
    .select(registrationPaymentColumns(campTables))
    .from(campPayments)
    .where(
      // Only the payments that can count for these registrations (groupRegistrations): linked to one of them, or
      // recorded without a link for the same camp and child; never those of the child's cancelled registrations.
      or(
        inArray(
          campPayments.campRsvpId,
          registrations.map((r) => r.id),
        ),
        and(
          isNull(campPayments.campRsvpId),
          inArray(campPayments.campId, [...new Set(registrations.map((r) => r.offerId))]),
          inArray(campPayments.childId, [...new Set(registrations.map((r) => r.childId))]),
        ),
      ),
    );
  const marks = await campAttendance(
    db,
    registrations.map((r) => r.id),
  );
  return groupRegistrations(
    registrations.map((r) => ({ ...r, attendance: marks.get(r.id) })),
    paymentRows,
  );
}

/** The marked days of the given camp registrations (issue 18), per registration in day order. */
async function campAttendance(
  db: DbOrTx,
  registrationIds: readonly string[],
): Promise<Map<string, AttendanceMark[]>> {
  const rows = await db
    .select({ registrationId: attendance.campRsvpId, day: attendance.day, status: attendance.status })
    .from(attendance)
    .where(inArray(attendance.campRsvpId, [...registrationIds]))
    .orderBy(asc(attendance.day));
  const byRegistration = new Map<string, AttendanceMark[]>();
  for (const { registrationId, day, status } of rows) {
    if (!registrationId) continue;
    byRegistration.set(registrationId, [...(byRegistration.get(registrationId) ?? []), { day, status }]);
  }
  return byRegistration;
}
