import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FLYER_MAX_BYTES, FLYER_MIME_TYPES } from '../../../domain/camps/camp-form';
import { profiles } from './auth';
import { instant, nonNegative, oneOf, requiredRef, timestamps } from './columns';
import { registrationColumns } from './registration-columns';

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
    /**
     * Set when an admin deletes a camp that has history (cancelled registrations, payments, fees): the row stays
     * for the money records that point at it, every list and booking treats it as gone.
     */
    deletedAt: instant(),
    ...timestamps(),
  },
  (t) => [
    nonNegative('camps_capacity_check', t.capacity),
    nonNegative('camps_price_cents_check', t.priceCents),
    check('camps_end_date_check', sql`${t.endDate} >= ${t.startDate}`),
    index('camps_start_date_idx').on(t.startDate),
    // Upcoming/past lists filter and order live camps by their first day.
    index('camps_live_start_date_idx').on(t.startDate).where(sql`deleted_at is null`),
  ],
);

/** Raw bytes (PostgreSQL bytea; node-postgres reads and writes it as a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A camp's flyer, stored in the database so every instance serves it (docs/architecture.md section 7). One
 * per camp: a new upload replaces it. The type was read from the bytes, never taken from the file's name.
 */
export const campFlyers = pgTable(
  'camp_flyers',
  {
    campId: uuid()
      .primaryKey()
      .references(() => camps.id, { onDelete: 'cascade' }),
    contentType: text({ enum: FLYER_MIME_TYPES }).notNull(),
    byteSize: integer().notNull(),
    /** SHA-256 of the bytes (base64url): the ETag, and the version in the flyer's address. */
    sha256: text().notNull(),
    data: bytea().notNull(),
    uploadedBy: text().references(() => profiles.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    oneOf('camp_flyers_content_type_check', t.contentType, FLYER_MIME_TYPES),
    check(
      'camp_flyers_byte_size_check',
      sql`${t.byteSize} between 1 and ${sql.raw(String(FLYER_MAX_BYTES))}`,
    ),
  ],
);

/** A child's registration for a camp; active while cancelled_at is null. */
export const campRsvps = pgTable(
  'camp_rsvps',
  {
    id: uuid().primaryKey().defaultRandom(),
    campId: requiredRef(() => camps.id),
    ...registrationColumns(),
  },
  (t) => [
    uniqueIndex('camp_rsvps_active_camp_child_uidx').on(t.campId, t.childId).where(sql`cancelled_at is null`),
    index('camp_rsvps_camp_id_idx').on(t.campId),
    index('camp_rsvps_child_id_idx').on(t.childId),
  ],
);
