// The answers of the admin's trainer endpoints (/api/admin/trainers, admin-trainers-endpoints.ts), shared by the
// admin routes and screens.

/** A trainer as the back office shows it: the AHV only as its last four digits. */
export interface AdminTrainer {
  id: string;
  firstName: string;
  lastName: string;
  active: boolean;
  dateOfBirth: string | null;
  ahvLast4: string | null;
  /** The account this trainer signs in as (issue 29); null while none is linked or invited. */
  accountEmail: string | null;
  /** When the address was last invited (ISO instant); null for an account linked without a mail. */
  invitedAt: string | null;
  createdAt: string;
}

export interface AdminTrainersResponse {
  trainers: AdminTrainer[];
}

export interface AdminTrainerResponse {
  trainer: AdminTrainer;
}
