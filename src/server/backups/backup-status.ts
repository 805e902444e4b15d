import type { AdminBackupStatus } from '../../domain/dashboard/admin-dashboard-api';
import type { AppContext } from '../context';
import { backupsEnabled } from './backup-layout';
import { lastSuccessfulRun, latestFinishedRun } from './backup-runs';
import { MISSED_AFTER_MS } from './check-backups';

/** What the dashboard says about the backups: the last success, and whether the ones since went wrong. */
export async function backupStatus(
  ctx: Pick<AppContext, 'config' | 'db' | 'clock'>,
): Promise<AdminBackupStatus> {
  const { config } = ctx;
  if (config.DATABASE_URL) return { mode: 'managed' };
  // BACKUP_SCHEDULE=off, or a disposable test cluster.
  if (!backupsEnabled(config)) return { mode: 'off' };
  const lastSuccess = await lastSuccessfulRun(ctx.db);
  const latest = await latestFinishedRun(ctx.db);
  const lastSuccessAt = lastSuccess?.finishedAt ?? null;
  return {
    mode: 'embedded',
    lastSuccessAt: lastSuccessAt?.toISOString() ?? null,
    failing: latest !== undefined && latest.status !== 'succeeded',
    stale: lastSuccessAt !== null && ctx.clock.now().getTime() - lastSuccessAt.getTime() > MISSED_AFTER_MS,
  };
}
