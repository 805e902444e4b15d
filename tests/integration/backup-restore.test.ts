import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archivingFlags } from '../../src/server/backups/archive-commands';
import { ensureArchiveDir } from '../../src/server/backups/backup-layout';
import { lastSuccessfulBackupAt } from '../../src/server/backups/backup-runs';
import { RestoreRefused, restoreBackup } from '../../src/server/backups/restore-backup';
import { loadConfig } from '../../src/server/config';
import { connect, type Database } from '../../src/server/db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { runMigrations } from '../../src/server/db/migrate';
import { campPayments, payments, rsvps } from '../../src/server/db/schema';
import { startServer } from '../../src/server/start';
import { bookCamp, bookSession, createCamp, createChild, createParent, createSession } from '../factories';

// The restore drill (decision 044, docs/reliability.md section 6): an embedded cluster of its own that
// archives its WAL as the app's does; seed, book, pay, `npm run backup`, write more, then restore to a moment
// in between: exactly the rows of that moment come back, each payment in the state it had, and the app starts
// on the restored folder. Restoring to `latest` brings everything archived; a folder that holds anything is
// never overwritten.

let tmp = '';
let backupDir = '';
let live: EmbeddedDatabase;
let database: Database;
/** What the main tables held at the moment restored to, and at the end. */
let atMoment: Snapshot;
let atEnd: Snapshot;
let moment: Date;
let backupFinishedAt: Date;

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/** Every row of the tables a restore must bring back exactly, with each payment's state. */
async function snapshot(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = async (q: string) => (await client.query(q)).rows;
    return {
      profiles: await rows('select id, email, role from profiles order by id'),
      children: await rows('select id, first_name, last_name from children order by id'),
      sessions: await rows('select id, title, starts_at from sessions order by id'),
      rsvps: await rows('select id, session_id, child_id, cancelled_at from rsvps order by id'),
      payments: await rows(
        'select id, rsvp_id, status, method, amount_cents, paid_at, updated_at from payments order by id',
      ),
      campRsvps: await rows('select id, camp_id, child_id, cancelled_at from camp_rsvps order by id'),
      campPayments: await rows(
        'select id, camp_rsvp_id, status, method, amount_cents, paid_at from camp_payments order by id',
      ),
    };
  } finally {
    await client.end();
  }
}

/** Runs one of the backup scripts as `npm run` does (tsx), with the app's configuration in its environment. */
function script(file: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/server/backups/${file}`, ...args], {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

async function dbNow(): Promise<Date> {
  const result = await database.pool.query<{ at: Date }>('select clock_timestamp() as at');
  return result.rows[0]?.at as Date;
}

/** Closes the WAL segment being written and waits until it is archived: the restore can reach every write. */
async function archiveEverything(): Promise<void> {
  const switched = await database.pool.query<{ wal: string }>(
    'select pg_walfile_name(pg_switch_wal()) as wal',
  );
  const wal = switched.rows[0]?.wal as string;
  for (let i = 0; i < 200; i++) {
    const archived = await database.pool.query<{ wal: string | null }>(
      'select last_archived_wal as wal from pg_stat_archiver',
    );
    if ((archived.rows[0]?.wal ?? '') >= wal) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`WAL ${wal} was not archived`);
}

const pause = () => new Promise((r) => setTimeout(r, 30));

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'anpfiff-backup-drill-'));
  // PostgreSQL runs as the `postgres` user when we are root: it must be able to enter the folder.
  await chmod(tmp, 0o755);
  backupDir = path.join(tmp, 'backups');
  await ensureArchiveDir(backupDir);
  live = await startEmbeddedPostgres(path.join(tmp, 'live', 'pg'), {
    postgresFlags: archivingFlags(backupDir),
  });
  database = connect(live.url, 4);
  await runMigrations(database.db);
  const { db } = database;

  // Seed, book, pay.
  const parent = await createParent(db);
  const child = await createChild(db, { parentId: parent.id });
  const [a, b, c] = [await createSession(db), await createSession(db), await createSession(db)];
  const camp = await createCamp(db);
  const first = await bookSession(db, { sessionId: (a as { id: string }).id, childId: child.id });
  await db
    .update(payments)
    .set({ status: 'SUCCEEDED', method: 'STRIPE_TWINT', paidAt: await dbNow() })
    .where(eq(payments.id, first.payment.id));
  const campBooking = await bookCamp(db, { campId: camp.id, childId: child.id });

  // `npm run backup`, beside the running cluster.
  const backup = await script('backup-cli.ts', [], {
    DATA_DIR: path.join(tmp, 'live'),
    BACKUP_DIR: backupDir,
  });
  expect(backup.out).toMatch(/Sicherung \d{8}T\d{6}Z erstellt/);
  expect(backup.code).toBe(0);
  backupFinishedAt = (await lastSuccessfulBackupAt(db)) as Date;

  // Written after the base backup, before the moment: the archived WAL must bring these back.
  const second = await bookSession(db, { sessionId: (b as { id: string }).id, childId: child.id });
  await db
    .update(campPayments)
    .set({ status: 'SUCCEEDED', method: 'STRIPE_ONLINE', paidAt: await dbNow() })
    .where(eq(campPayments.id, campBooking.campPayment.id));
  atMoment = await snapshot(live.url);
  await pause();
  moment = await dbNow();
  await pause();

  // Written after the moment: a restore to it must not have these.
  await bookSession(db, { sessionId: (c as { id: string }).id, childId: child.id });
  await db
    .update(payments)
    .set({ status: 'SUCCEEDED', method: 'CASH', paidAt: await dbNow() })
    .where(eq(payments.id, second.payment.id));
  const cancelledAt = await dbNow();
  await db.update(rsvps).set({ cancelledAt }).where(eq(rsvps.id, first.rsvp.id));
  await db.update(payments).set({ status: 'REFUNDED' }).where(eq(payments.id, first.payment.id));
  atEnd = await snapshot(live.url);
  await archiveEverything();
}, 120_000);

afterAll(async () => {
  await database?.close();
  await live?.stop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('a restore to a moment between the backup and later writes', () => {
  const folder = () => path.join(tmp, 'at-moment');

  it('brings back exactly the rows of that moment, every payment in its state then', async () => {
    expect(atEnd).not.toEqual(atMoment);
    const outcome = await restoreBackup({
      from: backupDir,
      pgDataDir: path.join(folder(), 'pg'),
      target: moment,
      archiveTo: path.join(tmp, 'at-moment-backups'),
    });
    expect(outcome.restoredTo.getTime()).toBeLessThanOrEqual(moment.getTime());
    expect(outcome.restoredTo.getTime()).toBeGreaterThan(backupFinishedAt.getTime());
    const counts = Object.fromEntries(outcome.summary.counts.map((c) => [c.table, c.rows]));
    expect(counts).toMatchObject({
      profiles: atMoment.profiles.length,
      rsvps: atMoment.rsvps.length,
      payments: atMoment.payments.length,
      camp_payments: atMoment.campPayments.length,
    });
    expect(outcome.summary.paymentStates).toEqual([
      { status: 'REQUIRES_PAYMENT', rows: 1 },
      { status: 'SUCCEEDED', rows: 2 },
    ]);
  }, 60_000);

  it('starts the app on it, with the rows of that moment', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: folder(),
      BACKUP_DIR: path.join(tmp, 'at-moment-backups'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    });
    const server = await startServer(config);
    try {
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
      const url = (server.ctx.db as unknown as { $client: pg.Pool }).$client.options
        .connectionString as string;
      expect(await snapshot(url)).toEqual(atMoment);
      expect(await lastSuccessfulBackupAt(server.ctx.db)).toEqual(backupFinishedAt);
      // /metrics knows the last backup from the start on.
      const metrics = await (await fetch(`${server.url}/metrics`)).text();
      expect(metrics).toContain(
        `anpfiff_backup_last_success_timestamp_seconds ${backupFinishedAt.getTime() / 1000}\n`,
      );
    } finally {
      await server.stop();
    }
  }, 60_000);
});

describe('a restore to latest', () => {
  it('brings back everything archived', async () => {
    const pgDataDir = path.join(tmp, 'latest', 'pg');
    await restoreBackup({
      from: backupDir,
      pgDataDir,
      target: 'latest',
      archiveTo: path.join(tmp, 'latest-backups'),
    });
    const restored = await startEmbeddedPostgres(pgDataDir);
    try {
      expect(await snapshot(restored.url)).toEqual(atEnd);
    } finally {
      await restored.stop();
    }
  }, 60_000);
});

describe('a restore never overwrites', () => {
  const target = (folder: string) => ({
    from: backupDir,
    pgDataDir: folder,
    target: 'latest' as const,
    archiveTo: path.join(tmp, 'refused-backups'),
  });

  it('refuses the live cluster, a stopped one and a folder with any file, and changes nothing', async () => {
    await expect(restoreBackup(target(path.join(tmp, 'live', 'pg')))).rejects.toThrow(
      /läuft eine Datenbank \(Prozess \d+\)/,
    );
    await expect(restoreBackup(target(path.join(tmp, 'at-moment', 'pg')))).rejects.toThrow(
      /enthält bereits eine Datenbank/,
    );
    const other = path.join(tmp, 'other');
    await mkdir(other);
    await writeFile(path.join(other, 'notizen.txt'), 'nicht löschen');
    await expect(restoreBackup(target(other))).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(target(other))).rejects.toThrow(/ist nicht leer/);
    expect(await readFile(path.join(other, 'notizen.txt'), 'utf8')).toBe('nicht löschen');
    expect(await snapshot(live.url)).toEqual(atEnd);
  });

  it('refuses a moment before the oldest backup, leaving no folder behind', async () => {
    const folder = path.join(tmp, 'too-early', 'pg');
    await expect(
      restoreBackup({ ...target(folder), target: new Date(backupFinishedAt.getTime() - 60_000) }),
    ).rejects.toThrow(/ein früherer Zeitpunkt ist nicht erreichbar/);
    expect(existsSync(folder)).toBe(false);
  });
});

describe('npm run restore', () => {
  it('restores the moment into the empty DATA_DIR/pg, prints it with the row counts, and refuses a second time', async () => {
    const env = { DATA_DIR: path.join(tmp, 'cli'), BACKUP_DIR: path.join(tmp, 'cli-backups') };
    const args = ['--to', moment.toISOString(), '--from', backupDir];
    const restored = await script('restore-cli.ts', args, env);
    expect(restored.out).toContain('Zurückgespielt: Stand');
    expect(restored.out).toMatch(new RegExp(`Trainingszahlungen:\\s+${atMoment.payments.length}\\n`));
    expect(restored.out).toMatch(/Zahlungen nach Status: {2}REQUIRES_PAYMENT 1, SUCCEEDED 2/);
    expect(restored.code).toBe(0);
    const again = await script('restore-cli.ts', args, env);
    expect(again.out).toContain('enthält bereits eine Datenbank');
    expect(again.code).toBe(1);
  }, 60_000);
});
