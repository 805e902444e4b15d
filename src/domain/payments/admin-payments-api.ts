// The contract of the admin's payments endpoints (/api/admin/payments, defined in admin-payment-endpoints.ts),
// shared by the admin routes and screens.
// Instants travel as ISO strings, camp days as 'YYYY-MM-DD', money as cents.
import { z } from 'zod';
import { type ListPage, pageQueryFields } from '../paging';
import { PAYABLE_KINDS, type PayableKind } from './payments-api';
import { MANUAL_METHODS, type PaymentAction, type PaymentMethod, type PaymentStatus } from './status';
import type { BankCreditReason } from './values';

/** Main tabs: training payments, or camp payments together with the camp cancellation fees. */
const PAYMENT_LIST_TABS = ['trainings', 'camps'] as const;
export type PaymentListTab = (typeof PAYMENT_LIST_TABS)[number];

/** Status tabs: All, Pending (open), Paid, Refunded, Failed. */
export const PAYMENT_STATUS_FILTERS = ['all', 'open', 'paid', 'refunded', 'failed'] as const;
export type PaymentStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number];

export const statusOfFilter = {
  all: null,
  open: 'REQUIRES_PAYMENT',
  paid: 'SUCCEEDED',
  refunded: 'REFUNDED',
  failed: 'FAILED',
} as const satisfies Record<PaymentStatusFilter, PaymentStatus | null>;

export const PAYMENT_SORTS = ['date', 'amount', 'child'] as const;
export type PaymentSort = (typeof PAYMENT_SORTS)[number];

const listFilterFields = {
  tab: z.enum(PAYMENT_LIST_TABS).default('trainings'),
  status: z.enum(PAYMENT_STATUS_FILTERS).default('all'),
  q: z.string().trim().max(100).default(''),
  sort: z.enum(PAYMENT_SORTS).default('date'),
  dir: z.enum(['asc', 'desc']).default('desc'),
};

/**
 * The list's filters, shared by the page, its summary and the CSV export; `offer` narrows them to one group of the
 * grouped view (a training on the Trainings tab, a camp with its cancellation fees on the Camps tab).
 */
export const adminPaymentsFilterSchema = z.object({ ...listFilterFields, offer: z.guid().optional() });
export type AdminPaymentsFilter = z.output<typeof adminPaymentsFilterSchema>;

/** `GET /admin/payments?tab=&status=&q=&sort=&dir=&offer=&page=`. */
export const adminPaymentsQuerySchema = adminPaymentsFilterSchema.extend(pageQueryFields);
export type AdminPaymentsQuery = z.output<typeof adminPaymentsQuerySchema>;

/**
 * `GET /admin/payments/groups?tab=&status=&q=&sort=&dir=&page=`: the grouped view, one group per training or camp
 * over the whole filtered set. Groups follow their offer's date (by amount: the group's total); the sort by child
 * orders the payments inside a group, the groups by date.
 */
export const adminPaymentGroupsQuerySchema = z.object({ ...listFilterFields, ...pageQueryFields });
export type AdminPaymentGroupsQuery = z.output<typeof adminPaymentGroupsQuerySchema>;

export const payableKindParamSchema = z.enum(PAYABLE_KINDS);

/** `POST …/mark-paid`: the money came in by hand. */
export const markPaidSchema = z.object({ method: z.enum(MANUAL_METHODS) });

export interface AdminPayment {
  kind: PayableKind;
  id: string;
  status: PaymentStatus;
  method: PaymentMethod | null;
  amountCents: number;
  childId: string;
  /** null: unknown (shown "Unknown Child"). */
  childName: string | null;
  parentName: string | null;
  parentEmail: string | null;
  /** The training or camp, for grouping. */
  offerId: string;
  offerTitle: string | null;
  /** Training start (ISO instant) or camp start day ('YYYY-MM-DD'). */
  offerDate: string | null;
  stripePaymentIntentId: string | null;
  /** Camp payments: what went back after the fee; null otherwise or before a refund. */
  refundCents: number | null;
  manualRefundCompletedAt: string | null;
  /** A training cancelled 20 hours or less before its start: fee CHF 25, no credit (decision 033). */
  lateCancellation: boolean;
  createdAt: string;
  updatedAt: string;
  /** What the admin may do now, from the state machine (the server checks again on every move). */
  actions: PaymentAction[];
}

export interface AdminPaymentsSummary {
  /** Paid and not settled with credit (that money came in with the pack). */
  receivedCents: number;
  /** Open and failed. */
  outstandingCents: number;
  refundedCents: number;
  counts: Record<PaymentStatus, number> & { total: number };
}

export interface AdminPaymentsPage extends ListPage<AdminPayment> {
  summary: AdminPaymentsSummary;
}

/** One training (Trainings tab) or camp (Camps tab, with its cancellation fees) of the grouped view. */
export interface AdminPaymentGroup {
  offerId: string;
  offerTitle: string | null;
  /** Training start (ISO instant) or camp start day ('YYYY-MM-DD'). */
  offerDate: string | null;
  /** The group's payments of the filtered set, counted and summed as the summary blocks are. */
  summary: AdminPaymentsSummary;
}

export interface AdminPaymentGroupsPage extends ListPage<AdminPaymentGroup> {
  /**
   * How many groups the filtered set makes, for the pager; null when not counted (trainings by date without a
   * search are walked only as far as the page: whether another page follows is `hasMore`).
   */
  groupCount: number | null;
  /** Over every group of the filtered set: the same blocks as the list's. */
  summary: AdminPaymentsSummary;
}

/** A refunded camp payment paid by hand whose money has not been confirmed as paid back yet. */
export interface PendingCampRefund {
  id: string;
  childName: string | null;
  campName: string | null;
  method: PaymentMethod | null;
  originalCents: number;
  refundCents: number;
  /** The fee kept: the original amount minus what goes back. */
  feeCents: number;
  createdAt: string;
  refundedAt: string;
}

/** A cancelled camp paid online whose Stripe refund is still queued (or being retried), or has failed. */
export interface StripeCampRefund {
  campPaymentId: string;
  childName: string | null;
  campName: string | null;
  originalCents: number;
  refundCents: number;
  state: 'QUEUED' | 'FAILED';
  attempts: number;
  queuedAt: string;
}

export interface AdminRefundsResponse {
  pending: PendingCampRefund[];
  stripe: StripeCampRefund[];
}

/** Answer of every move: the payment as it now is. */
export interface AdminPaymentMoveResponse {
  payment: AdminPayment;
}

/** `POST …/refund` (stripe-refund): how the money goes back decides the message the screen shows. */
export interface AdminRefundResponse extends AdminPaymentMoveResponse {
  manual_refund_required: boolean;
  credit_restored: boolean;
  payment_method: PaymentMethod | null;
}

/** `GET /admin/payments/unmatched?page=`: newest first, resolved ones stay listed with what was done. */
export const unmatchedMoneyQuerySchema = z.object(pageQueryFields);

/** `POST …/assign`: the open payment the money pays. */
export const assignUnmatchedSchema = z.object({ kind: z.enum(PAYABLE_KINDS), paymentId: z.guid() });
export type AssignUnmatchedRequest = z.infer<typeof assignUnmatchedSchema>;

/** The bank's details of unmatched money from a statement import (decision 035). */
export interface UnmatchedBankCredit {
  /** 'YYYY-MM-DD' */
  bookingDate: string;
  /** The creditor reference the payer gave (QR reference or RF reference), if any. */
  reference: string | null;
  bankReference: string | null;
  debtorName: string | null;
  debtorIban: string | null;
  message: string | null;
  /** Why it paid nothing. */
  reason: BankCreditReason | null;
}

/**
 * Money that matched no open payment: at Stripe (a payment paid twice, a registration cancelled meanwhile), or a
 * bank credit of a statement import (no or an unknown reference, partly paid, overpaid, already paid).
 */
export interface UnmatchedMoney {
  /** The stripe_events row that keeps it, or 'bank:' and the bank credit's id. */
  id: string;
  source: 'stripe' | 'bank';
  receivedAt: string;
  amountCents: number | null;
  /** The checkout at Stripe (or the test checkout) the money came through. */
  checkoutId: string | null;
  parentEmail: string | null;
  note: string | null;
  /** Set for money from the bank. */
  bank: UnmatchedBankCredit | null;
  resolution: {
    /** REFUNDED: through Stripe; RETURNED: bank money the admin transferred back by hand. */
    kind: 'ASSIGNED' | 'REFUNDED' | 'RETURNED';
    paymentKind: PayableKind | null;
    paymentId: string | null;
    resolvedAt: string;
  } | null;
}

export type UnmatchedMoneyPage = ListPage<UnmatchedMoney>;
