import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ATTENDANCE_STATUSES, OFFER_KINDS } from '../../../domain/attendance/attendance-api';
import { profiles } from './auth';
import { campRsvps, camps } from './camps';
import { instant, oneOf } from './columns';
import { rsvps, sessions } from './trainings';

/**
 * Who was there (issue 18): one row per confirmed registration and day an admin marked, present or absent. A
 * training has one day, a camp one per calendar day. No row means not marked yet. The registration and offer
 * columns of the other kind stay null (a CHECK), so each row points at a real registration with a foreign key.
 */
export const attendance = pgTable(
  'attendance',
  {
    id: uuid().primaryKey().defaultRandom(),
    offerKind: text({ enum: OFFER_KINDS }).notNull(),
    sessionId: uuid().references(() => sessions.id, { onDelete: 'cascade' }),
    campId: uuid().references(() => camps.id, { onDelete: 'cascade' }),
    rsvpId: uuid().references(() => rsvps.id, { onDelete: 'cascade' }),
    campRsvpId: uuid().references(() => campRsvps.id, { onDelete: 'cascade' }),
    /** A calendar day in Europe/Zurich. */
    day: date({ mode: 'string' }).notNull(),
    status: text({ enum: ATTENDANCE_STATUSES }).notNull(),
    /** The admin who set the status; null when that account is gone. */
    setBy: text().references(() => profiles.id, { onDelete: 'set null' }),
    setAt: instant().notNull().defaultNow(),
    /**
     * A trainer's mark (decision 050): the id the device gave it and when it was made there. A mark synced later
     * replaces the cell only when it was made after the stored one, so a replay or an older offline mark changes
     * nothing. Null for the admin's marks, which are made on the server (set_at).
     */
    markId: uuid(),
    markedAt: instant(),
  },
  (t) => [
    oneOf('attendance_offer_kind_check', t.offerKind, OFFER_KINDS),
    oneOf('attendance_status_check', t.status, ATTENDANCE_STATUSES),
    check(
      'attendance_offer_check',
      sql`(${t.offerKind} = 'training' and ${t.sessionId} is not null and ${t.rsvpId} is not null
        and ${t.campId} is null and ${t.campRsvpId} is null)
        or (${t.offerKind} = 'camp' and ${t.campId} is not null and ${t.campRsvpId} is not null
        and ${t.sessionId} is null and ${t.rsvpId} is null)`,
    ),
    // One cell per registration and day: the PUT's upsert lands here (last write wins).
    uniqueIndex('attendance_rsvp_day_uidx').on(t.rsvpId, t.day),
    uniqueIndex('attendance_camp_rsvp_day_uidx').on(t.campRsvpId, t.day),
    index('attendance_session_id_idx').on(t.sessionId),
    index('attendance_camp_id_idx').on(t.campId),
    check('attendance_mark_pair_check', sql`(${t.markId} is null) = (${t.markedAt} is null)`),
  ],
);

/**
 * A trainer's note on a participant (issue 29): one per registration, for the session or the whole camp. Which
 * registration column is set follows the offer's kind, as in `attendance`.
 */
export const participantNotes = pgTable(
  'participant_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    offerKind: text({ enum: OFFER_KINDS }).notNull(),
    rsvpId: uuid().references(() => rsvps.id, { onDelete: 'cascade' }),
    campRsvpId: uuid().references(() => campRsvps.id, { onDelete: 'cascade' }),
    note: text().notNull(),
    setBy: text().references(() => profiles.id, { onDelete: 'set null' }),
    setAt: instant().notNull().defaultNow(),
  },
  (t) => [
    oneOf('participant_notes_offer_kind_check', t.offerKind, OFFER_KINDS),
    check(
      'participant_notes_offer_check',
      sql`(${t.offerKind} = 'training' and ${t.rsvpId} is not null and ${t.campRsvpId} is null)
        or (${t.offerKind} = 'camp' and ${t.campRsvpId} is not null and ${t.rsvpId} is null)`,
    ),
    uniqueIndex('participant_notes_rsvp_uidx').on(t.rsvpId),
    uniqueIndex('participant_notes_camp_rsvp_uidx').on(t.campRsvpId),
  ],
);
