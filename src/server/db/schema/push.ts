import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth';
import { createdAt, instant, nonNegative, oneOf } from './columns';
import { PUSH_RECIPIENT_STATUSES, PUSH_RECIPIENT_TYPES } from './values';

/** One browser/device of a user; the endpoint is unique, a re-subscription replaces the keys. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    deviceInfo: text(),
    createdAt: createdAt(),
    lastNotificationAt: instant(),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);

export const pushHistory = pgTable(
  'push_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    body: text().notNull(),
    targetUrl: text().notNull().default('/dashboard'),
    recipientType: text({ enum: PUSH_RECIPIENT_TYPES }).notNull().default('all'),
    sentTo: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    createdBy: text().references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('push_history_recipient_type_check', t.recipientType, PUSH_RECIPIENT_TYPES),
    nonNegative('push_history_sent_to_check', t.sentTo),
    nonNegative('push_history_failed_check', t.failed),
    index('push_history_created_at_idx').on(t.createdAt),
  ],
);

/** The outcome per device of one send; kept (user set null) when the parent's account is deleted. */
export const pushHistoryRecipients = pgTable(
  'push_history_recipients',
  {
    id: uuid().primaryKey().defaultRandom(),
    pushHistoryId: uuid()
      .notNull()
      .references(() => pushHistory.id, { onDelete: 'cascade' }),
    userId: text().references(() => profiles.id, { onDelete: 'set null' }),
    subscriptionEndpoint: text(),
    status: text({ enum: PUSH_RECIPIENT_STATUSES }).notNull(),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('push_history_recipients_status_check', t.status, PUSH_RECIPIENT_STATUSES),
    index('push_history_recipients_push_history_id_idx').on(t.pushHistoryId),
  ],
);
