import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, time, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth';
import { createdAt, instant, nonNegative, timestamps } from './columns';
import { children } from './family';

/** Camp days are calendar dates with wall-clock times in Europe/Zurich, never instants. */
export const camps = pgTable(
  'camps',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text(),
    poweredBy: text(),
    location: text().notNull().default('Rotkreuz'),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }),
    startTime: time().default('09:00'),
    endTime: time().default('16:00'),
    priceCents: integer().notNull().default(50000),
    capacity: integer().notNull().default(30),
    flyerUrl: text(),
    ...timestamps(),
  },
  (t) => [
    nonNegative('camps_capacity_check', t.capacity),
    nonNegative('camps_price_cents_check', t.priceCents),
    check('camps_end_date_check', sql`${t.endDate} >= ${t.startDate}`),
    index('camps_start_date_idx').on(t.startDate),
  ],
);

/** A child's registration for a camp; active while cancelled_at is null. */
export const campRsvps = pgTable(
  'camp_rsvps',
  {
    id: uuid().primaryKey().defaultRandom(),
    campId: uuid()
      .notNull()
      .references(() => camps.id, { onDelete: 'restrict' }),
    childId: uuid()
      .notNull()
      .references(() => children.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    cancelledAt: instant(),
    cancelledBy: text().references(() => profiles.id, { onDelete: 'set null' }),
    createdBy: text().references(() => profiles.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('camp_rsvps_active_camp_child_uidx').on(t.campId, t.childId).where(sql`cancelled_at is null`),
    index('camp_rsvps_camp_id_idx').on(t.campId),
    index('camp_rsvps_child_id_idx').on(t.childId),
  ],
);
