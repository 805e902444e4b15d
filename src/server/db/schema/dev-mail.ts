import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The dev outbox: outside production without SMTP_URL, every mail lands here exactly as SMTP would get it
// (the raw MIME message plus its parsed headers and bodies), viewable at /dev/mail.
export const devMail = pgTable(
  'dev_mail',
  {
    id: uuid().primaryKey().defaultRandom(),
    messageId: text(),
    from: text().notNull(),
    to: jsonb().$type<string[]>().notNull(),
    subject: text().notNull(),
    text: text(),
    html: text(),
    raw: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_mail_created_at_idx').on(t.createdAt)],
);
