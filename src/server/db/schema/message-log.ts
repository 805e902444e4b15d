import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth';
import { createdAt, instant, oneOf } from './columns';
import { pushHistory } from './push';
import { MESSAGE_CHANNELS, MESSAGE_STATES } from './values';

/**
 * One row per parent and message sent to them (decision 051): written beside the mail or push job in its
 * transaction, moved by the workers. Never a body. `about_*` name the others the message names (job-about.ts), so
 * the account erasure finds rows about a family that went to its partner.
 */
export const messageLog = pgTable(
  'message_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    profileId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    channel: text({ enum: MESSAGE_CHANNELS }).notNull(),
    subject: text().notNull(),
    state: text({ enum: MESSAGE_STATES }).notNull().default('queued'),
    /** A short reason of the last failure ('SMTP 550', 'HTTP 410'); never a server's whole reply. */
    detail: text(),
    /** The push send this row belongs to; kept (null) when the admin deletes the send. */
    pushHistoryId: uuid().references(() => pushHistory.id, { onDelete: 'set null' }),
    aboutUserIds: text().array().notNull().default(sql`'{}'::text[]`),
    aboutChildIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    stateAt: instant().notNull().defaultNow(),
  },
  (t) => [
    oneOf('message_log_channel_check', t.channel, MESSAGE_CHANNELS),
    oneOf('message_log_state_check', t.state, MESSAGE_STATES),
    index('message_log_profile_created_idx').on(t.profileId, t.createdAt.desc()),
    index('message_log_push_history_idx').on(t.pushHistoryId),
    index('message_log_created_at_idx').on(t.createdAt),
  ],
);
