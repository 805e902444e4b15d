import type {
  AdminPaymentGroupsPage,
  AdminPaymentGroupsQuery,
} from '../../../domain/payments/admin-payments-api';
import type { AppContext } from '../../context';
import { selectAdminPaymentGroups } from './admin-payment-group-queries';

/** One page of the grouped view: the trainings or camps of the filtered set with their sums, and the totals. */
export async function listAdminPaymentGroups(
  ctx: Pick<AppContext, 'db'>,
  { page, pageSize, ...filter }: AdminPaymentGroupsQuery,
): Promise<AdminPaymentGroupsPage> {
  return { ...(await selectAdminPaymentGroups(ctx.db, filter, { page, pageSize })), page, pageSize };
}
