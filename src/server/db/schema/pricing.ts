import { sql } from 'drizzle-orm';
import { check, date, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SIBLING_DISCOUNT_MAX_PERCENT } from '../../../domain/pricing/family-prices';
import { profiles } from './auth';
import { createdAt, oneOf } from './columns';

// Family prices (issue 30, decision 053): the admin's sibling discount per kind of offer, from a booking day on.
// A rule is never edited in place: a new valid-from date adds one, the same date replaces it.
export const siblingDiscountRules = pgTable(
  'sibling_discount_rules',
  {
    id: uuid().primaryKey().defaultRandom(),
    offerKind: text({ enum: ['training', 'camp'] }).notNull(),
    validFrom: date({ mode: 'string' }).notNull(),
    secondChildPercent: smallint().notNull(),
    thirdChildPercent: smallint().notNull(),
    createdBy: text().references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('sibling_discount_rules_offer_kind_check', t.offerKind, ['training', 'camp']),
    check(
      'sibling_discount_rules_percent_check',
      sql`${t.secondChildPercent} between 0 and ${sql.raw(String(SIBLING_DISCOUNT_MAX_PERCENT))} and ${t.thirdChildPercent} between 0 and ${sql.raw(String(SIBLING_DISCOUNT_MAX_PERCENT))}`,
    ),
    uniqueIndex('sibling_discount_rules_kind_valid_from_uidx').on(t.offerKind, t.validFrom),
  ],
);
