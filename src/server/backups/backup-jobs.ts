import type { AppContext } from '../context';
import type { BackupRunKind } from '../db/schema';
import type { QueueDefinition } from '../jobs/jobs';
import { logFor } from '../observability/log';
import { setLastBackupTime } from '../observability/metrics';
import { backupsEnabled } from './backup-layout';
import { lastSuccessfulBackupAt } from './backup-runs';
import { checkBackups } from './check-backups';
import { runBackup } from './run-backup';

// The embedded database's backups on pg-boss's schedule (decision 044): the base backup at BACKUP_SCHEDULE
// (Zurich time, 02:30 unless set), and every hour a check that one succeeded within 26 hours.

const log = logFor('backup');

const BACKUP_QUEUE = 'backup.base';
const BACKUP_CHECK_QUEUE = 'backup.check';
const BACKUP_CHECK_CRON = '15 * * * *';
/** The first check after a start: a new installation gets its first backup then, not at the next 02:30. */
const FIRST_CHECK_DELAY_MS = 5 * 60 * 1000;

// A failed backup is recorded and mailed, not retried: the hourly check takes a catch-up one.
const backupQueue: QueueDefinition = { name: BACKUP_QUEUE, retryLimit: 0, expireInSeconds: 3 * 3600 };
const checkQueue: QueueDefinition = { name: BACKUP_CHECK_QUEUE, retryLimit: 1, retryDelay: 300 };

export async function registerBackupWorkers(ctx: AppContext): Promise<void> {
  const { boss } = ctx.jobs;
  if (!backupsEnabled(ctx.config)) {
    // Switched off (or a managed database now): no schedule of an earlier run stays behind.
    for (const name of [BACKUP_QUEUE, BACKUP_CHECK_QUEUE]) await boss.unschedule(name).catch(() => {});
    return;
  }
  // /metrics's backup age is right from the start, not only after the next backup.
  const last = await lastSuccessfulBackupAt(ctx.db);
  if (last) setLastBackupTime(last);
  await ctx.jobs.work<{ kind?: BackupRunKind }>(backupQueue, async (data) => {
    const outcome = await runBackup(ctx, data.kind ?? 'scheduled');
    if (outcome.ok)
      log.info({ name: outcome.manifest.name, bytes: outcome.manifest.bytes }, 'Sicherung erstellt');
    else log.error({ reason: outcome.error }, 'Sicherung fehlgeschlagen');
    return outcome.ok ? { name: outcome.manifest.name, bytes: outcome.manifest.bytes } : outcome;
  });
  await ctx.jobs.work(checkQueue, async () => {
    const found = await checkBackups(ctx);
    if (found === 'first' || found === 'missed')
      await ctx.jobs.send(BACKUP_QUEUE, { kind: 'catch-up' }, { singletonKey: 'catch-up' });
    return { found };
  });
  await boss.schedule(
    BACKUP_QUEUE,
    ctx.config.BACKUP_SCHEDULE,
    { kind: 'scheduled' },
    { tz: 'Europe/Zurich' },
  );
  await boss.schedule(BACKUP_CHECK_QUEUE, BACKUP_CHECK_CRON, {}, { tz: 'Europe/Zurich' });
  await ctx.jobs.send(
    BACKUP_CHECK_QUEUE,
    {},
    { startAfter: new Date(Date.now() + FIRST_CHECK_DELAY_MS), singletonKey: 'after-start' },
  );
}
