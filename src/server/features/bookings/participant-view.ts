import type { AdminParticipant } from '../../../domain/bookings/admin-participants';
import type { ChildRegistration } from '../../../domain/bookings/contracts';
import { personName } from '../../../domain/people/person-name';
import { children, profiles } from '../../db/schema';
import { groupRegistrations, type PaymentRow } from './family-registrations';

// A booked child as the back office's participants panels show it, the same for trainings and camps: the child,
// the parent who created it (name, e-mail, mobile) and the registration's payment.

/** The child's and its parent's columns; the query joins children and profiles (profiles.id = children.parent_id). */
export const participantColumns = {
  childId: children.id,
  firstName: children.firstName,
  lastName: children.lastName,
  dateOfBirth: children.dateOfBirth,
  clubName: children.clubName,
  jerseySize: children.jerseySize,
  parentFirstName: profiles.firstName,
  parentLastName: profiles.lastName,
  parentEmail: profiles.email,
  parentMobile: profiles.mobile,
};

/** The child's columns as the panel shows them, the parent's name still in parts, and the registration. */
export interface ParticipantRow extends Omit<AdminParticipant, 'parentName' | 'registeredAt' | 'payment'> {
  parentFirstName: string | null;
  parentLastName: string | null;
  registration: ChildRegistration;
}

export function toAdminParticipant(row: ParticipantRow): AdminParticipant {
  return {
    childId: row.childId,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    clubName: row.clubName,
    jerseySize: row.jerseySize,
    parentName:
      personName({ firstName: row.parentFirstName, lastName: row.parentLastName }) || row.parentEmail,
    parentEmail: row.parentEmail,
    parentMobile: row.parentMobile,
    registeredAt: row.registration.registeredAt,
    payment: row.registration.payment,
  };
}

type ParticipantQueryRow = Omit<ParticipantRow, 'registration'> & {
  registrationId: string;
  registeredAt: Date;
};

/** Each booked child with the payment that counts for its registration (see groupRegistrations). */
export function withRegistrations(
  offerId: string,
  rows: readonly ParticipantQueryRow[],
  payments: readonly PaymentRow[],
): ParticipantRow[] {
  const registrations =
    groupRegistrations(
      rows.map((r) => ({ id: r.registrationId, offerId, childId: r.childId, createdAt: r.registeredAt })),
      payments,
    ).get(offerId) ?? [];
  const byChild = new Map(registrations.map((r) => [r.childId, r]));
  return rows.map(({ registrationId: _, registeredAt: __, ...row }) => {
    const registration = byChild.get(row.childId);
    if (!registration) throw new Error('participant without registration');
    return { ...row, registration };
  });
}
