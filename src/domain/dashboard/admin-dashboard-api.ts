// The contract of the admin dashboard (/api/admin/dashboard), shared by the admin route and screen.

import type { BirthdayBadge } from '../time/birthdays';
import type { AdminTraining } from '../trainings/admin-trainings-api';

export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';

interface DashboardBirthday {
  childId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  nextBirthday: string;
  daysUntil: number;
  age: number;
  badge: BirthdayBadge;
}

/**
 * The embedded database's backups (decision 044). `managed`: DATABASE_URL, the provider backs up; `off`:
 * BACKUP_SCHEDULE=off (or a disposable test cluster). `failing`: the newest run failed or was missed; `stale`: the
 * last success is over 26 h old.
 */
export type AdminBackupStatus =
  | { mode: 'embedded'; lastSuccessAt: string | null; failing: boolean; stale: boolean }
  | { mode: 'managed' | 'off' };

export interface AdminDashboardResponse {
  counts: {
    activeTrainers: number;
    upcomingTrainings: number;
    children: number;
    /** Profiles that are not admin. */
    parents: number;
  };
  /** The first six birthdays of the next 14 days, soonest first. */
  birthdays: DashboardBirthday[];
  /** All birthdays in the window, so the card can say there are more. */
  birthdaysInWindow: number;
  /** The next three trainings, soonest first. */
  nextTrainings: AdminTraining[];
  backup: AdminBackupStatus;
}
