import { trainingPolicy } from '../../../domain/bookings/offer-policy';
import type { sessions } from '../../db/schema';
import type { SeatLedger } from '../bookings/offer-seats';
import { trainingTables } from '../bookings/offer-tables';

/** What a booking reads of a training: what its rules, its seats and its mails need. */
const columns = ['id', 'title', 'startsAt', 'endsAt', 'location', 'capacity', 'priceCents'] as const;

export type LockedSession = Pick<typeof sessions.$inferSelect, (typeof columns)[number]>;

/** Trainings: seats are rsvps, each with one row in payments. */
export const trainingSeats: SeatLedger<LockedSession> = {
  tables: trainingTables,
  policy: trainingPolicy,
  columns,
};
