import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth';
import { createdAt } from './columns';

export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => profiles.id, { onDelete: 'set null' }),
    email: text().notNull(),
    problem: text().notNull(),
    smartphone: text(),
    createdAt: createdAt(),
  },
  (t) => [index('support_requests_created_at_idx').on(t.createdAt)],
);
