// The API contract of payments, credit packs and the test checkout, shared by the server routes and the web pages.
// Instants travel as ISO strings, camp days as 'YYYY-MM-DD', money as cents.
import { z } from 'zod';
import type { PaymentDiscount } from '../pricing/family-prices';
import type { PackOrigin, PackStatus } from './credit-packs';
import type { PaymentMethod, PaymentStatus } from './status';

/** What a parent can owe: a training, a camp, or the fee kept when a camp registration was cancelled. */
export const PAYABLE_KINDS = ['training', 'camp', 'campFee'] as const;
export type PayableKind = (typeof PAYABLE_KINDS)[number];

/** `POST /api/payments/checkout`: a checkout link for one open or failed payment of the family. */
export const paymentCheckoutRequestSchema = z.object({
  kind: z.enum(PAYABLE_KINDS),
  paymentId: z.guid(),
});
export type PaymentCheckoutRequest = z.infer<typeof paymentCheckoutRequestSchema>;

/** `POST /api/payments/credit`: settle one CHF 25 training payment with one credit of the family. */
export const payWithCreditRequestSchema = z.object({ paymentId: z.guid() });

/** `POST /api/credit-packs/checkout`: the only pack on offer is the 10+1. */
export const packCheckoutRequestSchema = z.object({ packType: z.literal('TEN_PLUS_ONE') });

/** Both checkout calls answer 201 with the page to send the parent to (Stripe Checkout or the test checkout). */
export interface CheckoutLinkResponse {
  url: string;
}

export interface PayWithCreditResponse {
  paymentId: string;
  status: PaymentStatus;
  method: PaymentMethod;
}

/** An open or failed payment as the overview lists it, with what the parent can do about it. */
export interface OpenPayment {
  kind: PayableKind;
  id: string;
  status: PaymentStatus;
  amountCents: number;
  /** null: the name is unknown (shown "Unknown Child" / "Unknown Camp"). */
  childName: string | null;
  /** Training title or camp name. */
  title: string | null;
  /** Training start (ISO instant) or camp start day ('YYYY-MM-DD'). */
  date: string | null;
  canPayOnline: boolean;
  canPayWithCredit: boolean;
  /** A training cancelled 20 hours or less before its start: the CHF 25 is owed all the same (decision 033). */
  lateCancellation: boolean;
  updatedAt: string;
  /** The sibling discount taken off the list price (decision 053); absent without one. */
  discount?: PaymentDiscount;
}

export interface PackView {
  id: string;
  status: PackStatus;
  /** Expired by its date even while the stored status still says ACTIVE. */
  expired: boolean;
  origin: PackOrigin;
  totalCredits: number;
  creditsRemaining: number;
  priceCentsPaid: number;
  expiresAt: string | null;
  createdAt: string;
  lowCredit: boolean;
}

export interface ConsumptionView {
  id: string;
  childName: string | null;
  title: string | null;
  /** Training start (ISO). */
  date: string | null;
  qty: number;
  consumedAt: string;
  revertedAt: string | null;
}

/** `GET /api/payments`: the Overview tab. */
export interface PaymentsOverview {
  openPayments: OpenPayment[];
  credit: {
    /** Credits left in the family's usable packs. */
    balance: number;
    /** The usable packs, soonest expiry first. */
    packs: PackView[];
    /** Fewer than 2 credits left: the 10+1 pack is offered. */
    offerPurchase: boolean;
  };
  /** The latest active consumptions, newest first (the page shows 2, up to 5 on expand). */
  recentConsumptions: ConsumptionView[];
  /** Anything at all in the history; false: the page shows "Keine Zahlungen vorhanden.". */
  hasHistory: boolean;
}

/** `GET /api/payments/open-count`: the dashboard card. */
export interface OpenPaymentsCount {
  /** Payments in REQUIRES_PAYMENT (parent-portal.md section 2: "Offene Zahlungen"). */
  count: number;
  /** Failed payments, still owed but shown apart. */
  failed: number;
}

interface HistoryBase {
  id: string;
  /** The latest change; the history is ordered by it, newest first. */
  changedAt: string;
}

export interface PaymentHistoryItem extends HistoryBase {
  type: 'payment';
  kind: PayableKind;
  status: PaymentStatus;
  method: PaymentMethod | null;
  amountCents: number;
  childName: string | null;
  title: string | null;
  date: string | null;
  paidAt: string | null;
  /** Camp payments: what went back after the fee, and when an admin confirmed a manual repayment. */
  refundCents: number | null;
  manualRefundCompletedAt: string | null;
  /** A training cancelled 20 hours or less before its start: the CHF 25 is owed all the same (decision 033). */
  lateCancellation: boolean;
}

export interface PackHistoryItem extends HistoryBase, Omit<PackView, 'id' | 'lowCredit'> {
  type: 'pack';
  paymentMethod: PaymentMethod | null;
}

interface ConsumptionHistoryItem extends HistoryBase, Omit<ConsumptionView, 'id'> {
  type: 'consumption';
}

export type HistoryItem = PaymentHistoryItem | PackHistoryItem | ConsumptionHistoryItem;

/** `GET /api/payments/history?cursor=`: one page, newest change first; nextCursor null on the last page. */
export interface PaymentHistoryPage {
  items: HistoryItem[];
  nextCursor: string | null;
}

export const HISTORY_PAGE_SIZE = 20;

/** `GET /api/test-checkout/:checkoutId`: the built-in test checkout page (never in production). */
export interface TestCheckoutView {
  id: string;
  description: string;
  amountCents: number;
  status: 'open' | 'complete' | 'expired' | 'failed';
}

const TEST_CHECKOUT_OUTCOMES = ['paid', 'failed', 'cancelled'] as const;
export type TestCheckoutOutcome = (typeof TEST_CHECKOUT_OUTCOMES)[number];

export const testCheckoutRequestSchema = z.object({
  outcome: z.enum(TEST_CHECKOUT_OUTCOMES),
  /** How the test "pays": recorded as STRIPE_ONLINE (card) or STRIPE_TWINT. */
  paidWith: z.enum(['card', 'twint']).default('card'),
});

/** Where the parent lands after a checkout: /zahlungen?checkout=<result>. */
export const CHECKOUT_RESULTS = ['success', 'failed', 'cancelled'] as const;
export type CheckoutResult = (typeof CHECKOUT_RESULTS)[number];

export interface TestCheckoutResponse {
  status: TestCheckoutView['status'];
  result: CheckoutResult;
}

/**
 * The admin refund answer (admin-back-office.md section 7, stripe-refund): whether the money must be returned by
 * hand, the payment's method, and whether a credit was put back.
 */
export interface RefundAnswer {
  manual_refund_required: boolean;
  payment_method: PaymentMethod | null;
  credit_restored: boolean;
  /** The refund at the card payment provider, when it made one. */
  stripe_refund_id: string | null;
  refunded_cents: number;
}
