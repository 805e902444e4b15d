import { z } from 'zod';
import { defineEndpoint, fileAnswer, typedAnswer } from '../api/endpoint';
import {
  type AdminPaymentGroupsPage,
  type AdminPaymentMoveResponse,
  type AdminPaymentsPage,
  type AdminRefundResponse,
  type AdminRefundsResponse,
  adminPaymentGroupsQuerySchema,
  adminPaymentsFilterSchema,
  adminPaymentsQuerySchema,
  assignUnmatchedSchema,
  markPaidSchema,
  type UnmatchedMoney,
  type UnmatchedMoneyPage,
  unmatchedMoneyQuerySchema,
} from './admin-payments-api';
import type { CheckoutLinkResponse } from './payments-api';

// The admin's payments screen (admin-payments-api.ts says what each answers): the list, its CSV, the Refunds tab,
// the unmatched money, and the state machine's moves, each its own POST so a move names what it does. `:kind` is
// training, camp or camp-fee: another kind is as unknown as an unknown id (404). The bank import and the
// bookkeeping are bank/bank-import-endpoints.ts.

export const adminPaymentEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/payments',
    query: adminPaymentsQuerySchema,
    response: typedAnswer<AdminPaymentsPage>(),
  }),
  /** One group per training or camp over the whole filtered set. */
  groups: defineEndpoint({
    method: 'GET',
    path: '/admin/payments/groups',
    query: adminPaymentGroupsQuerySchema,
    response: typedAnswer<AdminPaymentGroupsPage>(),
  }),
  /** The list's filters, every row. */
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/admin/payments/export.csv',
    query: adminPaymentsFilterSchema,
    response: fileAnswer,
  }),
  refunds: defineEndpoint({
    method: 'GET',
    path: '/admin/payments/refunds',
    response: typedAnswer<AdminRefundsResponse>(),
  }),
  /** Newest first; resolved money stays listed with what was done. */
  unmatched: defineEndpoint({
    method: 'GET',
    path: '/admin/payments/unmatched',
    query: unmatchedMoneyQuerySchema,
    response: typedAnswer<UnmatchedMoneyPage>(),
  }),
  /** The open payment the money pays: bank money as a bank transfer, Stripe money asked at Stripe first. */
  assignUnmatched: defineEndpoint({
    method: 'POST',
    path: '/admin/payments/unmatched/:eventId/assign',
    request: assignUnmatchedSchema,
    response: typedAnswer<UnmatchedMoney>(),
  }),
  /** Stripe money only (bank money: 409 UNMATCHED_NOT_AT_STRIPE). */
  refundUnmatched: defineEndpoint({
    method: 'POST',
    path: '/admin/payments/unmatched/:eventId/refund',
    response: typedAnswer<UnmatchedMoney>(),
  }),
  /** Bank money only: the admin transferred it back by hand. */
  returnedUnmatched: defineEndpoint({
    method: 'POST',
    path: '/admin/payments/unmatched/:eventId/returned',
    response: typedAnswer<UnmatchedMoney>(),
  }),
  markPaid: defineEndpoint({
    method: 'POST',
    path: '/admin/payments/:kind/:id/mark-paid',
    request: markPaidSchema,
    response: typedAnswer<AdminPaymentMoveResponse>(),
  }),
  settleWithCredit: defineEndpoint({
    method: 'POST',
    path: '/admin/payments/:kind/:id/settle-credit',
    response: typedAnswer<AdminPaymentMoveResponse>(),
  }),
  refund: defineEndpoint({
    method: 'POST',
    path: '/admin/payments/:kind/:id/refund',
    response: typedAnswer<AdminRefundResponse>(),
  }),
  reset: defineEndpoint({
    method: 'POST',
    path: '/admin/payments/:kind/:id/reset',
    response: typedAnswer<AdminPaymentMoveResponse>(),
  }),
  /** A camp's refund paid back by hand (camp payments only). */
  confirmRefund: defineEndpoint({
    method: 'POST',
    path: '/admin/payments/:kind/:id/confirm-refund',
    response: typedAnswer<AdminPaymentMoveResponse>(),
  }),
  paymentLink: defineEndpoint({
    method: 'POST',
    path: '/admin/payments/:kind/:id/payment-link',
    status: 201,
    response: typedAnswer<CheckoutLinkResponse>(),
  }),
  /** A camp's failed Stripe refund queued again (camp payments only). */
  retryRefund: defineEndpoint({
    method: 'POST',
    path: '/admin/payments/:kind/:id/retry-refund',
    status: 202,
    response: z.object({ queued: z.literal(true) }),
  }),
  /** The QR-bill of any open payment; not audited (decision 034). */
  qrBill: defineEndpoint({
    method: 'GET',
    path: '/admin/payments/:kind/:id/qr-bill.pdf',
    response: fileAnswer,
  }),
};
