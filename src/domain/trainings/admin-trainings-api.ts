// The contract of the admin's trainings endpoints (/api/admin/trainings), shared by the admin routes and screens.
// Instants travel as ISO strings, money as cents.
import { z } from 'zod';
import type { SessionType } from '../constants';
import { type ListPage, pageQueryFields } from '../paging';

/** `GET /admin/trainings?when=upcoming|past&page=1`: upcoming soonest first, past latest first. */
export const adminTrainingsQuerySchema = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  ...pageQueryFields,
});
export type AdminTrainingsQuery = z.output<typeof adminTrainingsQuerySchema>;

export interface AdminTrainerRef {
  id: string;
  firstName: string;
  lastName: string;
}

export interface AdminTraining {
  id: string;
  title: string;
  focus: string | null;
  startsAt: string;
  endsAt: string | null;
  location: string;
  type: SessionType;
  priceCents: number;
  capacity: number;
  registeredCount: number;
  seatsLeft: number;
  trainers: AdminTrainerRef[];
}

/** Like every growing admin list: whether another page follows, not a count of every training per page. */
export type AdminTrainingsPage = ListPage<AdminTraining>;

/** POST answers 201 with every training it created (one, or a weekly series); PUT with the one it changed. */
export interface AdminTrainingsResponse {
  trainings: AdminTraining[];
}

/** DELETE body: with bookings the delete is refused unless the admin confirmed cancelling them all. */
export const deleteTrainingSchema = z.object({ cancelBookings: z.boolean().default(false) });
export interface DeleteTrainingResponse {
  cancelledRegistrations: number;
}
