import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth';
import { camps } from './camps';
import { createdAt } from './columns';
import { children } from './family';
import { sessions } from './trainings';

/**
 * A child waiting for a seat of a full training or camp (issue 16). The queue's order is created_at (then id); the
 * row goes when the child is promoted to a registration or leaves the list, so a row always means "still waiting".
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid().references(() => sessions.id, { onDelete: 'cascade' }),
    campId: uuid().references(() => camps.id, { onDelete: 'cascade' }),
    childId: uuid()
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    createdBy: text().references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('waitlist_entries_one_offer_check', sql`num_nonnulls(${t.sessionId}, ${t.campId}) = 1`),
    uniqueIndex('waitlist_entries_session_child_uidx').on(t.sessionId, t.childId),
    uniqueIndex('waitlist_entries_camp_child_uidx').on(t.campId, t.childId),
    index('waitlist_entries_session_order_idx').on(t.sessionId, t.createdAt, t.id),
    index('waitlist_entries_camp_order_idx').on(t.campId, t.createdAt, t.id),
    index('waitlist_entries_child_id_idx').on(t.childId),
  ],
);
