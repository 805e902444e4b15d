import type { AdminTrainer } from '../../../domain/trainers/trainers-api';
import type { TrainerRow } from './queries';

/** What the back office gets of a trainer: the AHV only as its last four digits. */
export function toAdminTrainer(row: TrainerRow): AdminTrainer {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    active: row.active,
    dateOfBirth: row.dateOfBirth,
    ahvLast4: row.ahvLast4,
    accountEmail: row.accountEmail,
    invitedAt: row.invitedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
