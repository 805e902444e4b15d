import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth';
import { createdAt } from './columns';
import { children } from './family';
import { oneOfferCheck, oneOfferColumns } from './offer-columns';

/**
 * A child waiting for a seat of a full training or camp (issue 16). The queue's order is created_at (then id); the
 * row goes when the child is promoted to a registration or leaves the list, so a row always means "still waiting".
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...oneOfferColumns(),
    childId: uuid()
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    createdBy: text().references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOfferCheck('waitlist_entries', t),
    uniqueIndex('waitlist_entries_session_child_uidx').on(t.sessionId, t.childId),
    uniqueIndex('waitlist_entries_camp_child_uidx').on(t.campId, t.childId),
    index('waitlist_entries_session_order_idx').on(t.sessionId, t.createdAt, t.id),
    index('waitlist_entries_camp_order_idx').on(t.campId, t.createdAt, t.id),
    index('waitlist_entries_child_id_idx').on(t.childId),
  ],
);
