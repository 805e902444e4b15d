import type { AppContext } from '../context';
import { alertAdminsOnce } from './backup-alerts';
import { failAbandonedRuns, firstRunAt, lastSuccessfulRun, latestRun, recordMissed } from './backup-runs';

// The hourly look at the backups (decision 044): a nightly backup that did not come (the server was down at
// 02:30, the queue stuck) is noticed within the hour, mailed once, and a catch-up backup is queued.

const HOUR_MS = 60 * 60 * 1000;
/** A day and two hours: a nightly backup that ran late is not yet missed. */
export const MISSED_AFTER_MS = 26 * HOUR_MS;
/** A run still recorded as running after this long was cut off. */
const ABANDONED_AFTER_MS = 6 * HOUR_MS;

type BackupCheck = 'ok' | 'first' | 'missed' | 'running';

/** What the check found; on 'first' and 'missed' the caller queues a catch-up backup. */
export async function checkBackups(
  ctx: Pick<AppContext, 'config' | 'db' | 'clock' | 'jobs'>,
): Promise<BackupCheck> {
  const now = ctx.clock.now();
  await failAbandonedRuns(ctx.db, new Date(now.getTime() - ABANDONED_AFTER_MS), now);
  const lastSuccess = await lastSuccessfulRun(ctx.db);
  const since = lastSuccess?.finishedAt ?? (await firstRunAt(ctx.db));
  // Never a run at all (a new installation): the first backup is taken now, nothing to report.
  if (!since) return 'first';
  if (now.getTime() - since.getTime() <= MISSED_AFTER_MS) return 'ok';
  if ((await latestRun(ctx.db))?.status === 'running') return 'running';
  await ctx.db.transaction(async (tx) => {
    const runId = await recordMissed(tx, now);
    await alertAdminsOnce(
      ctx,
      tx,
      runId,
      { kind: 'missed', lastSuccessAt: lastSuccess?.finishedAt ?? null },
      now,
    );
  });
  return 'missed';
}
