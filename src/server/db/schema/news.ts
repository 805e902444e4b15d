import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth';
import { instant, timestamps } from './columns';

export const news = pgTable(
  'news',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    content: text().notNull(),
    imageUrl: text(),
    sendPush: boolean().notNull().default(false),
    pushTitle: text(),
    pushContent: text(),
    createdBy: text().references(() => profiles.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('news_created_at_id_idx').on(t.createdAt, t.id)],
);

/** A row means the user has read the item; unread = no row. */
export const newsReads = pgTable(
  'news_reads',
  {
    newsId: uuid()
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    readAt: instant().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.userId] }), index('news_reads_user_id_idx').on(t.userId)],
);
