import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { REMINDER_KINDS } from '../../../domain/reminders/reminder-kinds';
import { profiles } from './auth';
import { createdAt, instant, nonNegative, oneOf } from './columns';

/**
 * Every reminder that was sent, one row per (kind, booking or payment). The row is inserted in the transaction
 * that queues the reminder's mails and pushes: the primary key lets exactly one sweep send it, however many
 * instances sweep at once and however often a sweep is repeated after a restart.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    kind: text({ enum: REMINDER_KINDS }).notNull(),
    /** The registration (rsvp, camp rsvp) or payment (training or camp payment) the reminder is about. */
    subjectId: uuid().notNull(),
    sentAt: instant().notNull(),
    /** Mails and push sends queued for it (0 and 0: nobody wanted one, e.g. every parent switched mails off). */
    mails: integer().notNull().default(0),
    pushes: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.subjectId] }),
    oneOf('reminder_deliveries_kind_check', t.kind, REMINDER_KINDS),
    nonNegative('reminder_deliveries_mails_check', t.mails),
    nonNegative('reminder_deliveries_pushes_check', t.pushes),
  ],
);

/** A parent who switched reminder mails off in the profile (no row: reminder mails on). */
export const reminderMailOptOuts = pgTable('reminder_mail_opt_outs', {
  parentId: text()
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
