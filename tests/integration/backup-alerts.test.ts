import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboardResponse } from '../../src/domain/dashboard/admin-dashboard-api';
import { checkBackups } from '../../src/server/backups/check-backups';
import { runBackup } from '../../src/server/backups/run-backup';
import type { Config } from '../../src/server/config';
import { backupRuns } from '../../src/server/db/schema';
import { createAdmin, createParent } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { call, signedInAdmin } from './admin-fixtures';
import { mailsTo } from './booking-fixtures';

// The admins hear of a failed or missed backup of the embedded database once per streak, and the dashboard shows
// the last success (decision 044). The backups themselves are drilled in backup-restore.test.ts.

const t = setupTestApp();
const HOUR = 60 * 60 * 1000;
const FAILED = 'Datensicherung von Fussballschule Rotkreuz fehlgeschlagen';
const MISSED = 'Datensicherung von Fussballschule Rotkreuz ausgeblieben';
let admins: string[];
let parent: string;
/** A configuration whose data folder holds no cluster: every base backup fails at once. */
let broken: Config;

beforeAll(async () => {
  t.clock.set('2026-11-28T10:00:00Z');
  admins = [(await createAdmin(t.ctx.db)).email, (await createAdmin(t.ctx.db)).email];
  parent = (await createParent(t.ctx.db)).email;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'anpfiff-backup-alerts-'));
  broken = { ...t.ctx.config, dataDir: path.join(dir, 'data'), backupDir: path.join(dir, 'backups') };
});

const subjects = async (to: string) => (await mailsTo(t, to)).map((m) => m.subject);
const clearRuns = () => t.ctx.db.delete(backupRuns);
const succeededAt = (at: Date) =>
  t.ctx.db
    .insert(backupRuns)
    .values({ kind: 'scheduled', status: 'succeeded', startedAt: at, finishedAt: at });
const clearMails = () => t.ctx.db.execute(sql`delete from pgboss.job where name = 'mail.send'`);

describe('a failed base backup', () => {
  it('is recorded and mailed to every admin, once until a backup succeeds again', async () => {
    await clearRuns();
    const ctx = { ...t.ctx, config: broken };
    const first = await runBackup(ctx, 'scheduled');
    expect(first).toEqual({ ok: false, error: expect.stringContaining('keine PostgreSQL-Datenbank') });
    for (const admin of admins) expect(await subjects(admin)).toEqual([FAILED]);
    expect(await mailsTo(t, parent)).toEqual([]);
    const [mail] = await mailsTo(t, admins[0] as string);
    expect(mail?.text).toContain('keine PostgreSQL-Datenbank');
    expect(mail?.text).toContain('Es gibt noch keine erfolgreiche Sicherung.');

    // The next failures of the streak are recorded, not mailed.
    t.clock.advance(HOUR);
    await runBackup(ctx, 'catch-up');
    const runs = await t.ctx.db.select().from(backupRuns);
    expect(runs.map((r) => [r.kind, r.status])).toEqual(
      expect.arrayContaining([
        ['scheduled', 'failed'],
        ['catch-up', 'failed'],
      ]),
    );
    for (const admin of admins) expect(await subjects(admin)).toEqual([FAILED]);

    // A success ends the streak: the next failure is news again.
    t.clock.advance(HOUR);
    await succeededAt(t.clock.now());
    t.clock.advance(HOUR);
    await runBackup(ctx, 'scheduled');
    for (const admin of admins) expect(await subjects(admin)).toEqual([FAILED, FAILED]);
    const [, second] = await mailsTo(t, admins[1] as string);
    expect(second?.text).toContain('Die letzte erfolgreiche Sicherung ist vom 28.11.2026, 13:00 Uhr.');
  });
});

describe('the hourly check', () => {
  it('takes the first backup of a new installation without a mail', async () => {
    await clearRuns();
    await clearMails();
    expect(await checkBackups(t.ctx)).toBe('first');
    expect(await subjects(admins[0] as string)).toEqual([]);
  });

  it('finds a success within 26 hours fine, and mails a missed one once', async () => {
    await clearRuns();
    await clearMails();
    await succeededAt(new Date(t.clock.now().getTime() - 25 * HOUR));
    expect(await checkBackups(t.ctx)).toBe('ok');
    t.clock.advance(2 * HOUR);
    expect(await checkBackups(t.ctx)).toBe('missed');
    for (const admin of admins) expect(await subjects(admin)).toEqual([MISSED]);
    t.clock.advance(HOUR);
    expect(await checkBackups(t.ctx)).toBe('missed');
    for (const admin of admins) expect(await subjects(admin)).toEqual([MISSED]);
    const missed = await t.ctx.db.select().from(backupRuns).where(eq(backupRuns.status, 'missed'));
    expect(missed).toHaveLength(2);
  });

  it('marks a run cut off long ago as failed', async () => {
    await clearRuns();
    const startedAt = new Date(t.clock.now().getTime() - 7 * HOUR);
    await t.ctx.db.insert(backupRuns).values({ kind: 'scheduled', status: 'running', startedAt });
    await succeededAt(new Date(t.clock.now().getTime() - HOUR));
    expect(await checkBackups(t.ctx)).toBe('ok');
    const [cut] = await t.ctx.db.select().from(backupRuns).where(eq(backupRuns.startedAt, startedAt));
    expect(cut?.status).toBe('failed');
  });
});

describe('the dashboard', () => {
  async function backupOnDashboard(): Promise<AdminDashboardResponse['backup']> {
    const { cookie } = await signedInAdmin(t);
    const res = await call(t, cookie, 'GET', '/admin/dashboard');
    expect(res.status).toBe(200);
    return ((await res.json()) as AdminDashboardResponse).backup;
  }

  it('shows the last successful backup of the embedded database, and whether the newest went wrong', async () => {
    const { DATABASE_URL } = t.ctx.config;
    // The app as it runs on its embedded database (this test's database is reached by URL).
    Object.assign(t.ctx.config, { DATABASE_URL: undefined });
    try {
      await clearRuns();
      expect(await backupOnDashboard()).toEqual({
        mode: 'embedded',
        lastSuccessAt: null,
        failing: false,
        stale: false,
      });
      const at = new Date(t.clock.now().getTime() - 3 * HOUR);
      await succeededAt(at);
      expect(await backupOnDashboard()).toEqual({
        mode: 'embedded',
        lastSuccessAt: at.toISOString(),
        failing: false,
        stale: false,
      });
      await runBackup({ ...t.ctx, config: { ...broken, DATABASE_URL: undefined } }, 'manual');
      t.clock.advance(24 * HOUR);
      expect(await backupOnDashboard()).toEqual({
        mode: 'embedded',
        lastSuccessAt: at.toISOString(),
        failing: true,
        stale: true,
      });
      // The end-to-end suite's throw-away cluster is not backed up.
      Object.assign(t.ctx.config, { EMBEDDED_PG_DISPOSABLE: true });
      expect(await backupOnDashboard()).toEqual({ mode: 'off' });
    } finally {
      Object.assign(t.ctx.config, { DATABASE_URL, EMBEDDED_PG_DISPOSABLE: false });
    }
    expect(await backupOnDashboard()).toEqual({ mode: 'managed' });
  });
});
