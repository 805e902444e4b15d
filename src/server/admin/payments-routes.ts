import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  type AwaitingBankEntries,
  type BankImportResult,
  type BookkeepingSummary,
  bookkeepingQuerySchema,
} from '../../domain/bank/bank-import-api';
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
  payableKindParamSchema,
  type UnmatchedMoney,
  type UnmatchedMoneyPage,
  unmatchedMoneyQuerySchema,
} from '../../domain/payments/admin-payments-api';
import type { CheckoutLinkResponse, PayableKind } from '../../domain/payments/payments-api';
import type { AppContext } from '../context';
import { AppError, notFound } from '../errors';
import { importBankStatement } from '../features/bank-import/import-bank-statement';
import { listAwaitingBankEntries } from '../features/bank-import/list-awaiting-entries';
import {
  assignBankCredit,
  isBankCreditId,
  returnBankCredit,
} from '../features/bank-import/resolve-bank-credit';
import { exportBookkeeping, summariseBookkeeping } from '../features/bookkeeping/export-bookkeeping';
import { selectPendingCampRefunds } from '../features/payments/admin-payment-queries';
import { confirmCampRefund } from '../features/payments/confirm-camp-refund';
import { createPaymentLink } from '../features/payments/create-payment-link';
import { exportAdminPayments } from '../features/payments/export-admin-payments';
import { listAdminPaymentGroups } from '../features/payments/list-admin-payment-groups';
import { listAdminPayments } from '../features/payments/list-admin-payments';
import { markPaymentPaid } from '../features/payments/mark-payment-paid';
import { refundPaymentAsAdmin } from '../features/payments/refund-payment-as-admin';
import { resetPayment } from '../features/payments/reset-payment';
import { assignUnmatched, refundUnmatched } from '../features/payments/resolve-unmatched';
import { settlePaymentAsAdmin } from '../features/payments/settle-payment-as-admin';
import { retryCampRefund, selectStripeCampRefunds } from '../features/payments/stripe-camp-refunds';
import { selectUnmatchedMoney } from '../features/payments/unmatched-money';
import { parseIdParam } from '../http/id-param';
import { readJsonBody } from '../http/read-json-body';
import { csvAttachment } from './csv-attachment';
import { readBankFile } from './read-bank-file';

/** `/:kind/:id` of a payment; an unknown kind is as unknown as an unknown id: 404. */
function payableOf(c: Context): { kind: PayableKind; id: string } {
  const kind = payableKindParamSchema.safeParse(c.req.param('kind'));
  if (!kind.success) throw notFound();
  return { kind: kind.data, id: parseIdParam(c.req.param('id') ?? '') };
}

/** A stripe_events id from the path; one longer than any we store is as unknown as a missing one. */
function eventIdOf(c: Context): string {
  const id = c.req.param('eventId') ?? '';
  if (id.length === 0 || id.length > 200) throw notFound();
  return id;
}

// /api/admin/payments (admin-back-office.md section 2, "Payments"): the list, its CSV, the Refunds tab, and the
// state machine's moves, each its own POST so a move names what it does.
export function adminPaymentsRoutes(ctx: AppContext) {
  return new Hono()
    .get('/', async (c) => {
      const query = adminPaymentsQuerySchema.parse(c.req.query());
      const body: AdminPaymentsPage = await listAdminPayments(ctx, query);
      return c.json(body);
    })
    .get('/groups', async (c) => {
      const query = adminPaymentGroupsQuerySchema.parse(c.req.query());
      const body: AdminPaymentGroupsPage = await listAdminPaymentGroups(ctx, query);
      return c.json(body);
    })
    .get('/export.csv', async (c) => {
      const filter = adminPaymentsFilterSchema.parse(c.req.query());
      return csvAttachment(c, await exportAdminPayments(ctx, filter));
    })
    .post('/bank-import', async (c) => {
      const body: BankImportResult = await importBankStatement(ctx, c.get('user').id, await readBankFile(c));
      return c.json(body);
    })
    .get('/bank-import/awaiting', async (c) => {
      const body: AwaitingBankEntries = await listAwaitingBankEntries(ctx);
      return c.json(body);
    })
    .get('/bookkeeping', async (c) => {
      const { month } = bookkeepingQuerySchema.parse(c.req.query());
      const body: BookkeepingSummary = await summariseBookkeeping(ctx, month);
      return c.json(body);
    })
    .get('/bookkeeping/export.csv', async (c) => {
      const { month } = bookkeepingQuerySchema.parse(c.req.query());
      return csvAttachment(c, await exportBookkeeping(ctx, month));
    })
    .get('/refunds', async (c) => {
      const [pending, stripe] = await Promise.all([
        selectPendingCampRefunds(ctx.db),
        selectStripeCampRefunds(ctx.db),
      ]);
      const body: AdminRefundsResponse = { pending, stripe };
      return c.json(body);
    })
    .get('/unmatched', async (c) => {
      const body: UnmatchedMoneyPage = await selectUnmatchedMoney(
        ctx.db,
        unmatchedMoneyQuerySchema.parse(c.req.query()),
      );
      return c.json(body);
    })
    .post('/unmatched/:eventId/assign', async (c) => {
      const target = assignUnmatchedSchema.parse(await readJsonBody(c));
      const id = eventIdOf(c);
      // Money from the bank is assigned as a bank transfer; money at Stripe is asked at Stripe first.
      const assign = isBankCreditId(id) ? assignBankCredit : assignUnmatched;
      const body: UnmatchedMoney = await assign(ctx, c.get('user').id, id, target);
      return c.json(body);
    })
    .post('/unmatched/:eventId/refund', async (c) => {
      const id = eventIdOf(c);
      // The bank has no refund of ours: bank money is transferred back by hand and marked so ('/returned').
      if (isBankCreditId(id)) throw new AppError('UNMATCHED_NOT_AT_STRIPE', 409);
      const body: UnmatchedMoney = await refundUnmatched(ctx, c.get('user').id, id);
      return c.json(body);
    })
    .post('/unmatched/:eventId/returned', async (c) => {
      const body: UnmatchedMoney = await returnBankCredit(ctx, c.get('user').id, eventIdOf(c));
      return c.json(body);
    })
    .post('/:kind/:id/mark-paid', async (c) => {
      const payable = payableOf(c);
      const { method } = markPaidSchema.parse(await readJsonBody(c));
      const body: AdminPaymentMoveResponse = {
        payment: await markPaymentPaid(ctx, c.get('user').id, { ...payable, method }),
      };
      return c.json(body);
    })
    .post('/:kind/:id/settle-credit', async (c) => {
      const body: AdminPaymentMoveResponse = {
        payment: await settlePaymentAsAdmin(ctx, c.get('user').id, payableOf(c)),
      };
      return c.json(body);
    })
    .post('/:kind/:id/refund', async (c) => {
      const body: AdminRefundResponse = await refundPaymentAsAdmin(ctx, c.get('user').id, payableOf(c));
      return c.json(body);
    })
    .post('/:kind/:id/reset', async (c) => {
      const body: AdminPaymentMoveResponse = {
        payment: await resetPayment(ctx, c.get('user').id, payableOf(c)),
      };
      return c.json(body);
    })
    .post('/:kind/:id/confirm-refund', async (c) => {
      const { kind, id } = payableOf(c);
      if (kind !== 'camp') throw notFound();
      const body: AdminPaymentMoveResponse = { payment: await confirmCampRefund(ctx, c.get('user').id, id) };
      return c.json(body);
    })
    .post('/:kind/:id/payment-link', async (c) => {
      const body: CheckoutLinkResponse = await createPaymentLink(ctx, c.get('user').id, payableOf(c));
      return c.json(body, 201);
    })
    .post('/:kind/:id/retry-refund', async (c) => {
      const { kind, id } = payableOf(c);
      if (kind !== 'camp') throw notFound();
      await retryCampRefund(ctx, c.get('user').id, id);
      return c.json({ queued: true }, 202);
    });
}
