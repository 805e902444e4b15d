import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';
import { children } from './family';
import { CONSENT_KINDS } from './values';

/**
 * Every answer to a child's photo consent (issue 18, decision 038): who (the parent's profile id; not a foreign key,
 * like the audit log, so the record outlives the account), when, which consent, and old -> new. `previous` is null
 * for the answer given when the child was registered. Goes with the child.
 */
export const childConsentChanges = pgTable(
  'child_consent_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    childId: uuid()
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    changedBy: text().notNull(),
    kind: text({ enum: CONSENT_KINDS }).notNull(),
    previous: boolean(),
    given: boolean().notNull(),
    changedAt: createdAt(),
  },
  (t) => [
    oneOf('child_consent_changes_kind_check', t.kind, CONSENT_KINDS),
    check('child_consent_changes_changed_check', sql`${t.previous} is distinct from ${t.given}`),
    index('child_consent_changes_child_id_changed_at_idx').on(t.childId, t.changedAt),
  ],
);
