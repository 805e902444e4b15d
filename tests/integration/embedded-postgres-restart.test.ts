import { chmod, mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/server/db/client';
import { isAlive, startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';

// The embedded PostgreSQL's watcher (decision 046): a killed postmaster is started again on the same data and port,
// so a pool made before carries on; one that will not start again is given up, for the supervisor to act.

const dirs: string[] = [];
const postmasters = new Set<number>();

async function freshDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'anpfiff-pg-restart-'));
  await chmod(dir, 0o755);
  dirs.push(dir);
  return path.join(dir, 'pg');
}

afterAll(async () => {
  for (const pid of postmasters) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL killed under its owner', () => {
  it('runs again on the same URL, and a pool made before it was killed works on', async () => {
    const restarted: (number | null)[] = [];
    // Durable settings, as the server runs it: `fast` (synchronous_commit off) may lose the last commits to a crash.
    const embedded = await startEmbeddedPostgres(await freshDir(), {
      restartOnCrash: { onRestarted: (pid) => restarted.push(pid), onGiveUp: () => {} },
    });
    const database = connect(embedded.url, 2);
    try {
      await database.pool.query('create table seats (n int); insert into seats values (1), (2)');
      const first = embedded.pid!;
      postmasters.add(first);
      process.kill(first, 'SIGKILL');
      const deadline = Date.now() + 60_000;
      while (restarted.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));

      expect(restarted).toEqual([embedded.pid]);
      expect(embedded.pid).not.toBe(first);
      postmasters.add(embedded.pid!);
      // The pool's old connections died with the postmaster; it opens new ones to the same address.
      let rows: unknown[] = [];
      for (let attempt = 0; attempt < 5 && rows.length === 0; attempt++)
        rows = await database.pool.query('select n from seats order by n').then(
          (r) => r.rows,
          () => [],
        );
      expect(rows).toEqual([{ n: 1 }, { n: 2 }]);
    } finally {
      await database.close();
      await embedded.stop();
    }
    expect(isAlive(embedded.pid!)).toBe(false);
  }, 120_000);

  it('gives up when it will not start again, and still stops', async () => {
    const dataDir = await freshDir();
    let gaveUp: (error: unknown) => void = () => {};
    const givenUp = new Promise<unknown>((resolve) => {
      gaveUp = resolve;
    });
    const embedded = await startEmbeddedPostgres(dataDir, {
      fast: true,
      restartOnCrash: { attempts: 2, onGiveUp: (error) => gaveUp(error) },
    });
    const pid = embedded.pid!;
    postmasters.add(pid);
    // A data folder PostgreSQL no longer recognises: every start fails at once.
    await rename(path.join(dataDir, 'PG_VERSION'), path.join(dataDir, 'PG_VERSION.away'));
    process.kill(pid, 'SIGKILL');

    expect(await givenUp).toBeInstanceOf(Error);
    await embedded.stop();
    expect(isAlive(pid)).toBe(false);
  }, 60_000);
});
