import { index, integer, type PgColumn, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { bankCredits } from './bank-credits';
import { instant, nonNegative, oneOf } from './columns';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './values';

// Every money record (training payment, camp payment, camp fee) has the same amount/status/method triple and the
// same provider references, checked the same way.

/** Open until paid; a payment that has not been paid yet has no method. */
export const paymentState = () => ({
  amountCents: integer().notNull(),
  status: text({ enum: PAYMENT_STATUSES }).notNull().default('REQUIRES_PAYMENT'),
  method: text({ enum: PAYMENT_METHODS }),
  paidAt: instant(),
});

/**
 * A booking's sibling discount (decision 053): the amount above is the list price minus `discountCents`; the
 * percent and the child's position say why ("Geschwisterrabatt 2. Kind −10 %"). 0 and null without a discount.
 */
export const siblingDiscount = () => ({
  discountCents: integer().notNull().default(0),
  discountPercent: smallint().notNull().default(0),
  siblingPosition: smallint(),
});

/**
 * References at the card payment provider, and the bank credit that paid it (a bank transfer, decision 035);
 * cleared when an admin resets the payment.
 */
export const providerRefs = () => ({
  stripeSessionId: text(),
  stripePaymentLinkId: text(),
  stripePaymentIntentId: text(),
  bankCreditId: uuid().references(() => bankCredits.id, { onDelete: 'restrict' }),
});

export function paymentStateChecks(
  table: string,
  t: { amountCents: PgColumn; status: PgColumn; method: PgColumn },
) {
  return [
    nonNegative(`${table}_amount_cents_check`, t.amountCents),
    oneOf(`${table}_status_check`, t.status, PAYMENT_STATUSES),
    oneOf(`${table}_method_check`, t.method, PAYMENT_METHODS),
  ];
}

/**
 * The back office's payments list (issue 13): a page walks (created_at, id) in the list's order, and the summary of
 * a status tab reads only the index (status, method, amount_cents).
 */
export function paymentListIndexes(
  table: string,
  t: { createdAt: PgColumn; id: PgColumn; status: PgColumn; method: PgColumn; amountCents: PgColumn },
) {
  return [
    index(`${table}_created_at_idx`).on(t.createdAt, t.id),
    index(`${table}_status_money_idx`).on(t.status, t.method, t.amountCents),
  ];
}
