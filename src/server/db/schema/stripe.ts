import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth';
import { createdAt, instant, nonNegative, oneOf, requiredTextRef } from './columns';
import { CHECKOUT_KINDS, CHECKOUT_STATUSES, STRIPE_EVENT_OUTCOMES } from './values';

/**
 * Every webhook event once, keyed by Stripe's event id: inserting it first makes a second delivery a no-op. An
 * event that matches no payment stays here with outcome 'unmatched' for an admin to resolve, and so does money the
 * parent's return or the test checkout found unmatched (id 'checkout.return:<checkout>' / 'checkout.test:<checkout>').
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text().primaryKey(),
    type: text().notNull(),
    payload: jsonb().notNull(),
    receivedAt: instant().notNull().defaultNow(),
    processedAt: instant(),
    outcome: text({ enum: STRIPE_EVENT_OUTCOMES }),
    note: text(),
  },
  (t) => [
    oneOf('stripe_events_outcome_check', t.outcome, STRIPE_EVENT_OUTCOMES),
    index('stripe_events_outcome_idx').on(t.outcome),
    index('stripe_events_received_at_idx').on(t.receivedAt),
  ],
);

/**
 * A checkout we opened (at Stripe or in the built-in test checkout). payment_id points into the table named by
 * kind (payments, camp_payments, camp_cancellation_fees); a CREDIT_PACK checkout has none until its pack exists.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text().primaryKey(),
    kind: text({ enum: CHECKOUT_KINDS }).notNull(),
    paymentId: uuid(),
    parentId: requiredTextRef(() => profiles.id),
    amountCents: integer().notNull(),
    status: text({ enum: CHECKOUT_STATUSES }).notNull().default('open'),
    url: text(),
    createdAt: createdAt(),
    completedAt: instant(),
  },
  (t) => [
    oneOf('checkout_sessions_kind_check', t.kind, CHECKOUT_KINDS),
    oneOf('checkout_sessions_status_check', t.status, CHECKOUT_STATUSES),
    nonNegative('checkout_sessions_amount_cents_check', t.amountCents),
    index('checkout_sessions_payment_id_idx').on(t.paymentId),
    index('checkout_sessions_parent_id_idx').on(t.parentId),
  ],
);
