import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Who did what to whom, e.g. action 'ahv.reveal' on subject ('child', id). Append-only. actor_id and subject_id
 * are deliberately not foreign keys: the record must outlive the accounts and rows it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: text(),
    action: text().notNull(),
    subjectType: text().notNull(),
    subjectId: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
    // The log page filters by action or by object type, newest first.
    index('audit_log_action_created_at_idx').on(t.action, t.createdAt),
    index('audit_log_subject_type_created_at_idx').on(t.subjectType, t.createdAt),
  ],
);
