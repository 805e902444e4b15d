import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { profiles } from './auth';
import { createdAt } from './columns';

/**
 * A parent's private calendar subscription (issue 16, decision 030): the SHA-256 of the random token in the feed's
 * address, never the token itself, so a copy of the database opens no calendar. One per parent; a new link replaces
 * the hash, so the old address answers 404 from that moment on.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    parentId: text()
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique('calendar_feeds_token_hash_unique'),
    createdAt: createdAt(),
  },
  (t) => [check('calendar_feeds_token_hash_check', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`)],
);
