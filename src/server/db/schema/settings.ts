import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Provider settings the admins can change without code (shop catalogue, texts), keyed by name.
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
