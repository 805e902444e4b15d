import { personName } from '../../../domain/people/person-name';
import type { AdminParticipant } from '../../../domain/trainings/admin-trainings-api';
import type { ParticipantRow } from './admin-queries';

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
