import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth';
import { camps } from './camps';
import { createdAt, instant, nonNegative, oneOf, requiredRef, requiredTextRef, updatedAt } from './columns';
import { children } from './family';
import { campPayments, payments } from './payments';
import { shopOrders } from './shop';
import { rsvps, sessions } from './trainings';
import { CREDIT_PACK_ORIGINS, CREDIT_PACK_STATUSES, PAYMENT_METHODS } from './values';

// The credit ledger: packs hold credits, consumptions spend them (reverted_at gives one back), awards record the
// credit given for an on-time cancellation. A parent's balance = remaining credits of their active packs, which
// must equal the packs' totals minus the active consumptions.

export const creditPacks = pgTable(
  'credit_packs',
  {
    id: uuid().primaryKey().defaultRandom(),
    parentId: requiredTextRef(() => profiles.id),
    totalCredits: integer().notNull(),
    creditsRemaining: integer().notNull(),
    unitValueCents: integer().notNull().default(2500),
    priceCentsPaid: integer().notNull().default(0),
    status: text({ enum: CREDIT_PACK_STATUSES }).notNull().default('ACTIVE'),
    paymentMethod: text({ enum: PAYMENT_METHODS }),
    /** One pack per completed checkout, so a webhook delivered twice cannot create two packs. */
    stripeSessionId: text().unique('credit_packs_stripe_session_id_unique'),
    origin: text({ enum: CREDIT_PACK_ORIGINS }).notNull().default('PURCHASE'),
    /** For a REFUND pack: the training payment whose on-time cancellation gave the credit back. */
    originPaymentId: uuid().references(() => payments.id, { onDelete: 'set null' }),
    /** For an ADMIN pack: the grant form's key, so a grant sent twice (a retry, a double click) is one pack. */
    grantKey: uuid().unique('credit_packs_grant_key_unique'),
    /** For an ADMIN pack that fulfils a shop order of "Abo 10+1": that order, which no other pack may fulfil. */
    shopOrderId: uuid()
      .references(() => shopOrders.id, { onDelete: 'restrict' })
      .unique('credit_packs_shop_order_id_unique'),
    createdAt: createdAt(),
    expiresAt: instant(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('credit_packs_total_credits_check', sql`${t.totalCredits} > 0`),
    check('credit_packs_credits_remaining_check', sql`${t.creditsRemaining} between 0 and ${t.totalCredits}`),
    nonNegative('credit_packs_unit_value_cents_check', t.unitValueCents),
    nonNegative('credit_packs_price_cents_paid_check', t.priceCentsPaid),
    oneOf('credit_packs_status_check', t.status, CREDIT_PACK_STATUSES),
    oneOf('credit_packs_payment_method_check', t.paymentMethod, PAYMENT_METHODS),
    oneOf('credit_packs_origin_check', t.origin, CREDIT_PACK_ORIGINS),
    index('credit_packs_parent_id_status_idx').on(t.parentId, t.status),
    index('credit_packs_created_at_idx').on(t.createdAt),
  ],
);

export const creditConsumptions = pgTable(
  'credit_consumptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    packId: requiredRef(() => creditPacks.id),
    childId: requiredRef(() => children.id),
    /** The training the credit paid for; a camp's credit names the camp instead (exactly one of the two). */
    sessionId: uuid().references(() => sessions.id, { onDelete: 'restrict' }),
    paymentId: uuid().references(() => payments.id, { onDelete: 'restrict' }),
    /** A CHF 25 camp payment an admin settled with credit (admin-back-office.md section 5). */
    campId: uuid().references(() => camps.id, { onDelete: 'restrict' }),
    campPaymentId: uuid().references(() => campPayments.id, { onDelete: 'restrict' }),
    qty: integer().notNull().default(1),
    consumedAt: instant().notNull().defaultNow(),
    revertedAt: instant(),
  },
  (t) => [
    check('credit_consumptions_qty_check', sql`${t.qty} > 0`),
    check('credit_consumptions_offer_check', sql`(${t.sessionId} is null) <> (${t.campId} is null)`),
    check(
      'credit_consumptions_payment_kind_check',
      sql`(${t.paymentId} is null or ${t.sessionId} is not null) and (${t.campPaymentId} is null or ${t.campId} is not null)`,
    ),
    // A payment is settled with credit at most once while the consumption stands.
    uniqueIndex('credit_consumptions_active_payment_uidx').on(t.paymentId).where(sql`reverted_at is null`),
    uniqueIndex('credit_consumptions_active_camp_payment_uidx')
      .on(t.campPaymentId)
      .where(sql`reverted_at is null`),
    index('credit_consumptions_pack_id_idx').on(t.packId),
    index('credit_consumptions_child_session_idx').on(t.childId, t.sessionId),
  ],
);

/** A credit given back for an on-time cancellation; at most one per registration. */
export const creditAwards = pgTable(
  'credit_awards',
  {
    id: uuid().primaryKey().defaultRandom(),
    parentId: requiredTextRef(() => profiles.id),
    childId: requiredRef(() => children.id),
    sessionId: requiredRef(() => sessions.id),
    /** The registration whose cancellation earned it: two cancels of one booking cannot award twice. */
    rsvpId: uuid()
      .unique('credit_awards_rsvp_id_unique')
      .references(() => rsvps.id, { onDelete: 'restrict' }),
    /** The pack that holds the awarded credit. */
    packId: uuid().references(() => creditPacks.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_awards_parent_id_idx').on(t.parentId),
    index('credit_awards_child_session_idx').on(t.childId, t.sessionId),
  ],
);
