import type { AdminPaymentsPage, AdminPaymentsQuery } from '../../../domain/payments/admin-payments-api';
import type { AppContext } from '../../context';
import { selectAdminPayments, selectAdminPaymentsSummary } from './admin-payment-queries';

/** One page of the back office's payments, with the summary blocks of the whole filtered set. */
export async function listAdminPayments(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  { page, pageSize, ...filter }: AdminPaymentsQuery,
): Promise<AdminPaymentsPage> {
  const [rows, summary] = await Promise.all([
    selectAdminPayments(ctx.db, filter, { page, pageSize }, ctx.clock.now()),
    selectAdminPaymentsSummary(ctx.db, filter),
  ]);
  return { ...rows, page, pageSize, summary };
}
