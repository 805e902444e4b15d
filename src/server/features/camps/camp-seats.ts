import { campPolicy } from '../../../domain/bookings/offer-policy';
import type { camps } from '../../db/schema';
import type { SeatLedger } from '../bookings/offer-seats';
import { campTables } from '../bookings/offer-tables';

/** What a booking reads of a camp: what its rules, its places and its mails need. */
const columns = [
  'id',
  'name',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
  'location',
  'capacity',
  'priceCents',
] as const;

export type LockedCamp = Pick<typeof camps.$inferSelect, (typeof columns)[number]>;

/** Camps: seats are camp_rsvps, each with one row in camp_payments. */
export const campSeats: SeatLedger<LockedCamp> = {
  tables: campTables,
  policy: campPolicy,
  columns,
};
