import { sql } from 'drizzle-orm';
import { backupMailMessages as texts } from '../../domain/messages/admin-backups';
import { formatDateTime } from '../../domain/time';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { enqueueMail, type MailMessage, renderMail } from '../integrations/mail';
import { adminEmails, alertedSince, lastSuccessfulRun, markNotified } from './backup-runs';

// A failed or missed backup is mailed to every admin, once per streak: the first bad run after a success is
// mailed, the ones after it are only recorded, until a backup succeeds again (decision 044).

type AlertContext = Pick<AppContext, 'config' | 'jobs'>;

type BackupAlert =
  | { kind: 'failed'; at: Date; reason: string; lastSuccessAt: Date | null }
  | { kind: 'missed'; lastSuccessAt: Date | null };

function alertMail(ctx: AlertContext, to: string, alert: BackupAlert): MailMessage {
  const last = alert.lastSuccessAt ? formatDateTime(alert.lastSuccessAt) : null;
  const failed = alert.kind === 'failed';
  const content = {
    heading: failed ? texts.failedHeading : texts.missedHeading,
    paragraphs: failed
      ? [texts.failedWhat(formatDateTime(alert.at), alert.reason), texts.lastSuccess(last), texts.next]
      : [texts.missedWhat(last), texts.next],
    button: { label: texts.button, url: '/admin' },
    footer: texts.footer,
  };
  const subject = failed ? texts.failedSubject : texts.missedSubject;
  return { to, subject: subject(ctx.config.PROVIDER_NAME), ...renderMail(content, ctx.config) };
}

/**
 * Mails the admins about the bad run `runId` unless this streak was mailed already; in the caller's transaction,
 * so the run's record and its mails are stored together. Answers whether it mailed.
 */
export async function alertAdminsOnce(
  ctx: AlertContext,
  tx: Tx,
  runId: string,
  alert: BackupAlert,
  now: Date,
): Promise<boolean> {
  // One alert even when a failing run and the hourly check end at the same moment.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('backup_runs.alert'))`);
  const lastSuccess = await lastSuccessfulRun(tx);
  if (await alertedSince(tx, lastSuccess?.startedAt ?? null)) return false;
  const admins = await adminEmails(tx);
  if (admins.length === 0) return false;
  for (const to of admins) await enqueueMail(ctx.jobs, alertMail(ctx, to, alert), { tx });
  await markNotified(tx, runId, now);
  return true;
}
