import { date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { OFFER_CHANGES } from '../../../domain/offer-alerts/offer-alerts';
import { profiles } from './auth';
import { instant, nonNegative, oneOf } from './columns';
import { children } from './family';
import { oneOfferCheck, oneOfferColumns } from './offer-columns';

// Alerts on an offer's changes (issue 29, decision 052): who asked for them, the changes recorded in the
// transaction that made them (an outbox), and what was sent to whom, recorded in the transaction that queues the
// mail, so each change reaches each person once.

const ALERT_CHOICES = ['EACH', 'DIGEST'] as const;

/** A trainer's or admin's choice for one training or camp; no row is "Keine". */
export const offerAlertSettings = pgTable(
  'offer_alert_settings',
  {
    id: uuid().primaryKey().defaultRandom(),
    profileId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    ...oneOfferColumns(),
    mode: text({ enum: ALERT_CHOICES }).notNull(),
    /** When this choice was made: earlier changes were not asked for. */
    chosenAt: instant().notNull(),
  },
  (t) => [
    oneOfferCheck('offer_alert_settings', t),
    oneOf('offer_alert_settings_mode_check', t.mode, ALERT_CHOICES),
    uniqueIndex('offer_alert_settings_session_uidx').on(t.sessionId, t.profileId),
    uniqueIndex('offer_alert_settings_camp_uidx').on(t.campId, t.profileId),
    index('offer_alert_settings_profile_id_idx').on(t.profileId),
  ],
);

/**
 * A change of a child's place on an offer, written in the transaction of the change itself, and only while someone
 * has asked for the offer's alerts. Kept 30 days.
 */
export const offerChangeEvents = pgTable(
  'offer_change_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...oneOfferColumns(),
    childId: uuid()
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    change: text({ enum: OFFER_CHANGES }).notNull(),
    createdAt: instant().notNull(),
  },
  (t) => [
    oneOfferCheck('offer_change_events', t),
    oneOf('offer_change_events_change_check', t.change, OFFER_CHANGES),
    index('offer_change_events_created_at_idx').on(t.createdAt),
    index('offer_change_events_session_id_idx').on(t.sessionId),
    index('offer_change_events_camp_id_idx').on(t.campId),
    index('offer_change_events_child_id_idx').on(t.childId),
  ],
);

/** A change sent to one person (in a mail of its own or in a digest): the key lets it be sent once. */
export const offerAlertDeliveries = pgTable(
  'offer_alert_deliveries',
  {
    eventId: uuid()
      .notNull()
      .references(() => offerChangeEvents.id, { onDelete: 'cascade' }),
    recipientId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    sentAt: instant().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.recipientId] }),
    index('offer_alert_deliveries_recipient_id_idx').on(t.recipientId),
  ],
);

/** One digest per person and Zurich day, however often the digest job runs. */
export const offerAlertDigests = pgTable(
  'offer_alert_digests',
  {
    recipientId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    sentAt: instant().notNull(),
    changes: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recipientId, t.day] }),
    nonNegative('offer_alert_digests_changes_check', t.changes),
  ],
);
