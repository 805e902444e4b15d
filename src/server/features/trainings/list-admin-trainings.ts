import type { AdminTrainingsPage, AdminTrainingsQuery } from '../../../domain/trainings/admin-trainings-api';
import type { AppContext } from '../../context';
import { selectAdminTrainings } from './admin-queries';

/** One page of the back office's trainings, upcoming or past as of the service's clock. */
export function listAdminTrainings(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  query: AdminTrainingsQuery,
): Promise<AdminTrainingsPage> {
  return selectAdminTrainings(ctx.db, { ...query, now: ctx.clock.now() });
}
