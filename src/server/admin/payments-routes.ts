import type { Context } from 'hono';
import { Hono } from 'hono';
import { bankImportEndpoints as bank } from '../../domain/bank/bank-import-endpoints';
import { adminPaymentEndpoints as endpoints } from '../../domain/payments/admin-payment-endpoints';
import { payableKindParamSchema } from '../../domain/payments/admin-payments-api';
import type { PayableKind } from '../../domain/payments/payments-api';
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
import { serve } from '../http/endpoint-routes';
import { parseIdParam } from '../http/id-param';
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

// /api/admin/payments (admin-back-office.md section 2, "Payments"; definitions in
// src/domain/payments/admin-payment-endpoints.ts and src/domain/bank/bank-import-endpoints.ts): the list, its CSV,
// the Refunds tab, the bank import, and the state machine's moves, each its own POST so a move names what it does.
export function adminPaymentsRoutes(ctx: AppContext) {
  const routes = new Hono();
  const actor = (c: Context): string => c.get('user').id;
  serve(routes, endpoints.list, (_c, { query }) => listAdminPayments(ctx, query));
  serve(routes, endpoints.groups, (_c, { query }) => listAdminPaymentGroups(ctx, query));
  serve(routes, endpoints.exportCsv, async (c, { query }) =>
    csvAttachment(c, await exportAdminPayments(ctx, query)),
  );
  serve(routes, bank.importStatement, async (c) => importBankStatement(ctx, actor(c), await readBankFile(c)));
  serve(routes, bank.awaiting, () => listAwaitingBankEntries(ctx));
  serve(routes, bank.bookkeeping, (_c, { query }) => summariseBookkeeping(ctx, query.month));
  serve(routes, bank.bookkeepingCsv, async (c, { query }) =>
    csvAttachment(c, await exportBookkeeping(ctx, query.month)),
  );
  serve(routes, endpoints.refunds, async () => {
    const [pending, stripe] = await Promise.all([
      selectPendingCampRefunds(ctx.db),
      selectStripeCampRefunds(ctx.db),
    ]);
    return { pending, stripe };
  });
  serve(routes, endpoints.unmatched, (_c, { query }) => selectUnmatchedMoney(ctx.db, query));
  serve(routes, endpoints.assignUnmatched, (c, { body }) => {
    const id = eventIdOf(c);
    // Money from the bank is assigned as a bank transfer; money at Stripe is asked at Stripe first.
    const assign = isBankCreditId(id) ? assignBankCredit : assignUnmatched;
    return assign(ctx, actor(c), id, body);
  });
  serve(routes, endpoints.refundUnmatched, (c) => {
    const id = eventIdOf(c);
    // The bank has no refund of ours: bank money is transferred back by hand and marked so ('/returned').
    if (isBankCreditId(id)) throw new AppError('UNMATCHED_NOT_AT_STRIPE', 409);
    return refundUnmatched(ctx, actor(c), id);
  });
  serve(routes, endpoints.returnedUnmatched, (c) => returnBankCredit(ctx, actor(c), eventIdOf(c)));
  serve(routes, endpoints.markPaid, async (c, { body }) => ({
    payment: await markPaymentPaid(ctx, actor(c), { ...payableOf(c), method: body.method }),
  }));
  serve(routes, endpoints.settleWithCredit, async (c) => ({
    payment: await settlePaymentAsAdmin(ctx, actor(c), payableOf(c)),
  }));
  serve(routes, endpoints.refund, (c) => refundPaymentAsAdmin(ctx, actor(c), payableOf(c)));
  serve(routes, endpoints.reset, async (c) => ({ payment: await resetPayment(ctx, actor(c), payableOf(c)) }));
  serve(routes, endpoints.confirmRefund, async (c) => {
    const { kind, id } = payableOf(c);
    if (kind !== 'camp') throw notFound();
    return { payment: await confirmCampRefund(ctx, actor(c), id) };
  });
  serve(routes, endpoints.paymentLink, (c) => createPaymentLink(ctx, actor(c), payableOf(c)));
  serve(routes, endpoints.retryRefund, async (c) => {
    const { kind, id } = payableOf(c);
    if (kind !== 'camp') throw notFound();
    await retryCampRefund(ctx, actor(c), id);
    return { queued: true as const };
  });
  return routes;
}
