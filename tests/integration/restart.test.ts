import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, isAlive } from '../../src/server/db/embedded-postgres';

// The product's own start path (src/server/main.ts) on its embedded PostgreSQL: a SIGKILL leaves the postmaster
// orphaned, and the next start must find it through postmaster.pid, stop it and come up on the same data. A signal
// never leaves it behind (decision 002): not during the start, not a second signal, not a PostgreSQL that does not
// stop when asked.

let dataDir = '';
const dataDirs: string[] = [];
const running: ChildProcess[] = [];
/** Postmasters a test saw, killed in afterAll whatever the test found, so a failure leaves none running. */
const postmasters = new Set<number>();

async function freshDataDir(): Promise<void> {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'anpfiff-restart-'));
  await chmod(dataDir, 0o755);
  dataDirs.push(dataDir);
}

function spawnServer(port: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  return child;
}

async function start(port: number): Promise<ChildProcess> {
  const child = spawnServer(port);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready');
}

function postmasterPid(): number | null {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (pid > 0) postmasters.add(pid);
    return pid;
  } catch {
    return null;
  }
}

/** Waits until the server's PostgreSQL runs (its postmaster.pid names a live process): the start is under way. */
async function postmasterStarted(child: ChildProcess): Promise<number> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const pid = postmasterPid();
    if (pid && isAlive(pid)) return pid;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('PostgreSQL did not start');
}

/** Resolves with the server's output once `text` appears in it. */
function printed(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(text)) resolve();
    });
  });
}

/** Reads the embedded cluster's pid and port from postmaster.pid and counts the seeded parents. */
async function inspectDatabase(): Promise<{ pid: number; profiles: number }> {
  const lines = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const client = new pg.Client({
    connectionString: `postgres://anpfiff:anpfiff@127.0.0.1:${lines[3]}/anpfiff`,
  });
  await client.connect();
  const result = await client.query<{ n: number }>('select count(*)::int as n from profiles');
  await client.end();
  return { pid: Number(lines[0]), profiles: result.rows[0]?.n ?? 0 };
}

/**
 * A server a test left running on the data folder for the next test that only needs one started there: one start
 * less (each is seconds of tsx, PostgreSQL and migrations). A test run alone, or after a failure, starts its own.
 */
let leftRunning: { server: ChildProcess; port: number } | undefined;

async function startedServer(): Promise<{ server: ChildProcess; port: number }> {
  const left = leftRunning;
  leftRunning = undefined;
  if (left && left.server.exitCode === null) return left;
  const port = await freePort();
  return { server: await start(port), port };
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((r) => child.once('exit', r));
}

// Every test has a folder, also when run alone; the first and the start test begin with a new one.
beforeAll(freshDataDir);

afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  for (const pid of postmasters) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

describe('restart on the same data', () => {
  it('comes back after SIGKILL with the data intact', async () => {
    await freshDataDir();
    const port = await freePort();
    const first = await start(port);
    const before = await inspectDatabase();
    postmasters.add(before.pid);
    expect(before.profiles).toBeGreaterThan(0);
    first.kill('SIGKILL');
    await exited(first);
    expect(isAlive(before.pid)).toBe(true); // the orphaned postmaster the next start must deal with

    const second = await start(port);
    const ready = (await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.json())) as { ok: boolean };
    expect(ready.ok).toBe(true);
    const after = await inspectDatabase();
    expect(isAlive(before.pid)).toBe(false);
    expect(after.pid).not.toBe(before.pid);
    // Same data; the demo seed saw it and did not run again.
    expect(after.profiles).toBe(before.profiles);
    // The next test goes on with this server (its SIGTERM ends it).
    leftRunning = { server: second, port };
  }, 150_000);

  it('starts its PostgreSQL again when it is killed under the running server, on the same data (decision 046), and stops cleanly on SIGTERM', async () => {
    const { server, port } = await startedServer();
    const before = await inspectDatabase();
    postmasters.add(before.pid);
    process.kill(before.pid, 'SIGKILL');

    // Ready again through a new postmaster, by the same server process.
    const deadline = Date.now() + 60_000;
    let pid = before.pid;
    let ready = false;
    while (Date.now() < deadline && !(ready && pid !== before.pid)) {
      await new Promise((r) => setTimeout(r, 250));
      pid = postmasterPid() ?? pid;
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
    }
    expect(server.exitCode).toBeNull();
    expect(pid).not.toBe(before.pid);
    const after = await inspectDatabase();
    expect(isAlive(after.pid)).toBe(true);
    expect(after.profiles).toBe(before.profiles);

    server.kill('SIGTERM');
    expect(await exited(server)).toBe(0);
    expect(isAlive(after.pid)).toBe(false);
  }, 150_000);

  it('stops cleanly on SIGINT (Ctrl+C)', async () => {
    const port = await freePort();
    const server = await start(port);
    const pid = postmasterPid();
    expect(pid && isAlive(pid)).toBe(true);
    server.kill('SIGINT');
    expect(await exited(server)).toBe(0);
    expect(isAlive(pid!)).toBe(false);
    expect(postmasterPid()).toBeNull();
  }, 90_000);

  it('names a taken PORT and leaves no PostgreSQL running behind the failed start', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '0.0.0.0', resolve));
    const port = (taken.address() as AddressInfo).port;
    try {
      const server = spawnServer(port);
      // The server logs its lines (the fatal one too) as JSON to stdout (decision 043); stderr would carry a crash.
      let output = '';
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
      };
      server.stdout?.on('data', collect);
      server.stderr?.on('data', collect);
      expect(await exited(server)).toBe(1);
      // 'exit' can come before the last of the output is read: wait for the pipes to close too.
      if (server.stdout && !server.stdout.closed) await new Promise((r) => server.stdout?.once('close', r));
      expect(output).toContain(`PORT: ${port} ist bereits belegt.`);
      expect(output).not.toContain('Unhandled');
      expect(postmasterPid()).toBeNull();
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 90_000);

  it('stops PostgreSQL when SIGTERM arrives during the start (migrations and demo seed on a new folder)', async () => {
    await freshDataDir();
    const server = spawnServer(await freePort());
    const pid = await postmasterStarted(server);
    server.kill('SIGTERM');
    expect(await exited(server)).toBe(0);
    expect(isAlive(pid)).toBe(false);
    expect(postmasterPid()).toBeNull();
  }, 90_000);

  it('stops PostgreSQL at once on a second signal while the server is still stopping', async () => {
    const port = await freePort();
    const server = await start(port);
    const pid = postmasterPid()!;
    // The first stop waits for a PostgreSQL that does not answer; the second signal does not wait any longer.
    process.kill(pid, 'SIGSTOP');
    const stoppingNow = printed(server, 'SIGTERM empfangen');
    server.kill('SIGTERM');
    await stoppingNow;
    server.kill('SIGINT');
    expect(await exited(server)).toBe(1);
    expect(isAlive(pid)).toBe(false);
  }, 90_000);

  it('forces a PostgreSQL that does not stop when asked, and only then exits', async () => {
    const port = await freePort();
    const server = await start(port);
    const pid = postmasterPid()!;
    // A postmaster that cannot act on the fast-shutdown request (as one stuck on a starved machine).
    process.kill(pid, 'SIGSTOP');
    server.kill('SIGTERM');
    expect(await exited(server)).toBe(0);
    expect(isAlive(pid)).toBe(false);
  }, 120_000);
});
