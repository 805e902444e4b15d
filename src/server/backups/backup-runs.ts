import { and, desc, eq, gt, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { type BackupRunKind, backupRuns, profiles } from '../db/schema';

// The record of base backups (backup_runs): what the dashboard, the alerts and /metrics read.

export async function startRun(db: DbOrTx, kind: BackupRunKind, at: Date): Promise<string> {
  const [row] = await db
    .insert(backupRuns)
    .values({ kind, status: 'running', startedAt: at })
    .returning({ id: backupRuns.id });
  if (!row) throw new Error('backup run not recorded');
  return row.id;
}

export async function finishRun(
  db: DbOrTx,
  id: string,
  outcome:
    | { status: 'succeeded'; at: Date; name: string; bytes: number }
    | { status: 'failed'; at: Date; error: string },
): Promise<void> {
  await db
    .update(backupRuns)
    .set(
      outcome.status === 'succeeded'
        ? { status: 'succeeded', finishedAt: outcome.at, name: outcome.name, bytes: outcome.bytes }
        : { status: 'failed', finishedAt: outcome.at, error: outcome.error },
    )
    .where(eq(backupRuns.id, id));
}

export async function lastSuccessfulRun(db: DbOrTx) {
  const [row] = await db
    .select({ startedAt: backupRuns.startedAt, finishedAt: backupRuns.finishedAt })
    .from(backupRuns)
    .where(eq(backupRuns.status, 'succeeded'))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  return row;
}

/** When the last base backup succeeded (null: never); the gauge of /metrics reads this. */
export async function lastSuccessfulBackupAt(db: DbOrTx): Promise<Date | null> {
  return (await lastSuccessfulRun(db))?.finishedAt ?? null;
}

export async function latestRun(db: DbOrTx) {
  const [row] = await db
    .select({ status: backupRuns.status, startedAt: backupRuns.startedAt })
    .from(backupRuns)
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  return row;
}

/** The newest run that has ended (succeeded, failed or missed). */
export async function latestFinishedRun(db: DbOrTx) {
  const [row] = await db
    .select({ status: backupRuns.status, startedAt: backupRuns.startedAt })
    .from(backupRuns)
    .where(ne(backupRuns.status, 'running'))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  return row;
}

export async function firstRunAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date>`min(${backupRuns.startedAt})`.mapWith(backupRuns.startedAt) })
    .from(backupRuns);
  return row?.at ?? null;
}

/** Whether a failed or missed run after the last success was mailed already: the admins hear of a streak once. */
export async function alertedSince(db: DbOrTx, lastSuccessStartedAt: Date | null): Promise<boolean> {
  const [row] = await db
    .select({ id: backupRuns.id })
    .from(backupRuns)
    .where(
      and(
        isNotNull(backupRuns.adminsNotifiedAt),
        lastSuccessStartedAt ? gt(backupRuns.startedAt, lastSuccessStartedAt) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function markNotified(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(backupRuns).set({ adminsNotifiedAt: at }).where(eq(backupRuns.id, id));
}

export async function recordMissed(db: DbOrTx, at: Date): Promise<string> {
  const [row] = await db
    .insert(backupRuns)
    .values({ kind: 'scheduled', status: 'missed', startedAt: at, finishedAt: at })
    .returning({ id: backupRuns.id });
  if (!row) throw new Error('missed backup not recorded');
  return row.id;
}

/** A run still 'running' long after it began was cut off (the server stopped or crashed during the copy). */
export async function failAbandonedRuns(db: DbOrTx, startedBefore: Date, at: Date): Promise<number> {
  const rows = await db
    .update(backupRuns)
    .set({ status: 'failed', finishedAt: at, error: 'abgebrochen (Server während der Sicherung gestoppt?)' })
    .where(and(eq(backupRuns.status, 'running'), lt(backupRuns.startedAt, startedBefore)))
    .returning({ id: backupRuns.id });
  return rows.length;
}

export async function adminEmails(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.role, 'admin'));
  return rows.map((r) => r.email);
}
