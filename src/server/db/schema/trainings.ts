import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ABSENCE_REASON_MAX_LENGTH } from '../../../domain/bookings/absence-report';
import { profiles } from './auth';
import { instant, nonNegative, oneOf, requiredRef, timestamps } from './columns';
import { registrationColumns } from './registration-columns';
import { SESSION_TYPES } from './values';

/** A training. Defaults are the spec's training defaults; seats left come from the v_session_capacity view. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    focus: text(),
    startsAt: instant().notNull(),
    endsAt: instant(),
    location: text().notNull().default('Kunstrasen Rotkreuz'),
    capacity: integer().notNull().default(30),
    priceCents: integer().notNull().default(2500),
    type: text({ enum: SESSION_TYPES }).notNull().default('TIZ'),
    /**
     * Set when an admin deletes a training that has history (cancelled registrations, payments, credits): the row
     * stays for the money records that point at it, every list and booking treats it as gone.
     */
    deletedAt: instant(),
    ...timestamps(),
  },
  (t) => [
    nonNegative('sessions_capacity_check', t.capacity),
    nonNegative('sessions_price_cents_check', t.priceCents),
    oneOf('sessions_type_check', t.type, SESSION_TYPES),
    check('sessions_ends_after_start_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('sessions_starts_at_idx').on(t.startsAt),
    // Upcoming/past lists and the dashboard count filter and order live trainings by start.
    index('sessions_live_starts_at_idx').on(t.startsAt).where(sql`deleted_at is null`),
    // "Upcoming" and "past" split live trainings at their end (or start): the upcoming page finds its trainings by
    // it instead of walking every past training in start order. The planner's row counts for this expression come
    // from the statistics object sessions_live_end_stats (migration 0010, hand-written).
    index('sessions_live_end_idx')
      .on(sql`coalesce(${t.endsAt}, ${t.startsAt})`)
      .where(sql`deleted_at is null`),
    // The back office's payments search finds the trainings a term names (pg_trgm) before their payments.
    index('sessions_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** A child's registration for a training; active while cancelled_at is null. */
export const rsvps = pgTable(
  'rsvps',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: requiredRef(() => sessions.id),
    ...registrationColumns(),
    /**
     * The parent reported after the cutoff that the child will not come (issue 29): the seat stays booked and paid,
     * the trainer sees "abgemeldet", attendance counts it as an excused absence. Who (null when the account is
     * gone), when, and the optional reason.
     */
    absenceReportedAt: instant(),
    absenceReportedBy: text().references(() => profiles.id, { onDelete: 'set null' }),
    absenceReason: text(),
  },
  (t) => [
    // One active registration per child and training; a cancelled one may be followed by a new one.
    uniqueIndex('rsvps_active_session_child_uidx')
      .on(t.sessionId, t.childId)
      .where(sql`cancelled_at is null`),
    index('rsvps_session_id_idx').on(t.sessionId),
    index('rsvps_child_id_idx').on(t.childId),
    // A child's active registrations among some trainings (the parent's trainings page, decision 031), however many
    // cancelled ones the child has had.
    index('rsvps_active_child_session_idx').on(t.childId, t.sessionId).where(sql`cancelled_at is null`),
    check(
      'rsvps_absence_reason_check',
      sql`${t.absenceReason} is null or (${t.absenceReportedAt} is not null
        and char_length(${t.absenceReason}) <= ${sql.raw(String(ABSENCE_REASON_MAX_LENGTH))})`,
    ),
  ],
);
