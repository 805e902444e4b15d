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
  ],
);
