import type { AdminCampsPage, AdminCampsQuery } from '../../../domain/camps/admin-camps-api';
import type { AppContext } from '../../context';
import { selectAdminCamps } from './admin-queries';

/** One page of the back office's camps, upcoming or past as of the service's clock (Zurich calendar). */
export function listAdminCamps(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  query: AdminCampsQuery,
): Promise<AdminCampsPage> {
  return selectAdminCamps(ctx.db, { ...query, now: ctx.clock.now() });
}
