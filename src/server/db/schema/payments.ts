import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { campRsvps, camps } from './camps';
import { instant, requiredRef, timestamps } from './columns';
import { children } from './family';
import {
  paymentListIndexes,
  paymentState,
  paymentStateChecks,
  providerRefs,
  siblingDiscount,
} from './payment-columns';
import { rsvps, sessions } from './trainings';

// Money records outlive the registration they came from (rsvp_id is set null), but a child, training or camp with
// payments cannot be deleted: the history of who paid what stays whole.

/** What a training registration costs; one row per registration, the latest by updated_at wins. */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    childId: requiredRef(() => children.id),
    sessionId: requiredRef(() => sessions.id),
    rsvpId: uuid().references(() => rsvps.id, { onDelete: 'set null' }),
    ...paymentState(),
    ...siblingDiscount(),
    ...providerRefs(),
    /**
     * Set when the registration was cancelled 20 hours or less before the start while this payment was unpaid: the
     * CHF 25 stays owed (decision 033, amending 007), and the payment is shown as a late cancellation.
     */
    lateCancelledAt: instant(),
    ...timestamps(),
  },
  (t) => [
    ...paymentStateChecks('payments', t),
    // A child's payments, and the newer payment of the same child and training that supersedes an open one (the
    // parent's open payments): found by both columns, however many trainings the child has had.
    index('payments_child_session_idx').on(t.childId, t.sessionId),
    index('payments_session_id_idx').on(t.sessionId),
    index('payments_rsvp_id_idx').on(t.rsvpId),
    // The payments recorded without a registration link, which count for the same child and training: read without
    // walking the child's linked payments of cancelled registrations.
    index('payments_unlinked_child_session_idx').on(t.childId, t.sessionId).where(sql`rsvp_id is null`),
    index('payments_stripe_session_id_idx').on(t.stripeSessionId),
    index('payments_stripe_payment_intent_id_idx').on(t.stripePaymentIntentId),
    index('payments_status_updated_at_idx').on(t.status, t.updatedAt),
    ...paymentListIndexes('payments', t),
  ],
);

export const campPayments = pgTable(
  'camp_payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    childId: requiredRef(() => children.id),
    campId: requiredRef(() => camps.id),
    campRsvpId: uuid().references(() => campRsvps.id, { onDelete: 'set null' }),
    ...paymentState(),
    ...siblingDiscount(),
    ...providerRefs(),
    /** What goes back to the parent after the cancellation fee; set when the payment is refunded. */
    refundCents: integer(),
    /** A refund of a manually paid camp stays "in Bearbeitung" until an admin has paid the money back. */
    manualRefundCompletedAt: instant(),
    ...timestamps(),
  },
  (t) => [
    ...paymentStateChecks('camp_payments', t),
    check('camp_payments_refund_cents_check', sql`${t.refundCents} between 0 and ${t.amountCents}`),
    index('camp_payments_child_id_idx').on(t.childId),
    index('camp_payments_camp_id_idx').on(t.campId),
    index('camp_payments_camp_rsvp_id_idx').on(t.campRsvpId),
    // Recorded without a registration link (see payments_unlinked_child_session_idx).
    index('camp_payments_unlinked_child_camp_idx').on(t.childId, t.campId).where(sql`camp_rsvp_id is null`),
    index('camp_payments_stripe_session_id_idx').on(t.stripeSessionId),
    index('camp_payments_stripe_payment_intent_id_idx').on(t.stripePaymentIntentId),
    ...paymentListIndexes('camp_payments', t),
  ],
);

/** The CHF 100 kept when a camp registration is cancelled; owed (and payable online) when the camp was unpaid. */
export const campCancellationFees = pgTable(
  'camp_cancellation_fees',
  {
    id: uuid().primaryKey().defaultRandom(),
    childId: requiredRef(() => children.id),
    campId: requiredRef(() => camps.id),
    campPaymentId: uuid().references(() => campPayments.id, { onDelete: 'restrict' }),
    ...paymentState(),
    ...providerRefs(),
    ...timestamps(),
  },
  (t) => [
    ...paymentStateChecks('camp_cancellation_fees', t),
    index('camp_cancellation_fees_child_id_idx').on(t.childId),
    index('camp_cancellation_fees_camp_id_idx').on(t.campId),
    index('camp_cancellation_fees_camp_payment_id_idx').on(t.campPaymentId),
    ...paymentListIndexes('camp_cancellation_fees', t),
  ],
);
