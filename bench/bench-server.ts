import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../src/server/db/embedded-postgres';
import { projectRoot } from '../src/server/paths';

// The real server as its own process (src/server/main.ts through tsx, or the build with --dist), on a database the
// benchmark owns. The benchmark only ever talks to it over the loopback address.

export interface BenchServer {
  url: string;
  /** The server's process id (to read its CPU time). */
  pid: number;
  stop(): Promise<void>;
}

export async function startBenchServer(options: {
  /** Unset: the server starts its own embedded PostgreSQL in DATA_DIR/pg, as `npm start` without DATABASE_URL. */
  databaseUrl?: string;
  dataDir: string;
  authSecret: string;
  useDist: boolean;
  /** More settings for the server (e.g. SMTP_URL for bench:mail). */
  env?: Record<string, string>;
}): Promise<BenchServer & { port: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const main = path.join(projectRoot, 'dist/server/main.js');
  if (options.useDist && !existsSync(main))
    throw new Error('dist/server/main.js fehlt: erst `npm run build`.');
  const entry = options.useDist ? [main] : ['--import', 'tsx', path.join(projectRoot, 'src/server/main.ts')];
  // BENCH_NODE_ARGS reaches the server's node only (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it);
  // NODE_OPTIONS would also reach the benchmark's own process, and refuses --cpu-prof.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: projectRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      APP_URL: url,
      DATABASE_URL: options.databaseUrl ?? '',
      DATA_DIR: options.dataDir,
      AUTH_SECRET: options.authSecret,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  await waitUntilReady(url, child);
  return { url, port, pid: child.pid ?? 0, stop: () => stopProcess(child) };
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server beendet mit Code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('Server nicht bereit nach 60 s');
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
