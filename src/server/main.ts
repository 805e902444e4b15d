import path from 'node:path';
import { type Config, ConfigError, loadConfig } from './config';
import { postmasterPidOf, stopPostmaster } from './db/embedded-postgres';
import { isDatabaseUnavailable } from './db/pg-error';
import { configureLog, logFor } from './observability/log';
import { type RunningServer, StartAborted, startServer } from './start';

const log = logFor('server');

// The process's lifecycle (decision 002). embedded-postgres answers SIGINT, SIGTERM and SIGHUP itself
// (async-exit-hook, registered when it is imported): it stops PostgreSQL at once, before HTTP and the jobs, and ends
// the process ten seconds later whether PostgreSQL is gone or not. This process stops in its own order instead:
// those listeners go, the library's 'exit' hook stays as a last resort.
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
for (const name of SIGNALS) process.removeAllListeners(name);

let config: Config | undefined;
let running: RunningServer | undefined;
let stopping = false;
let exitCode = 0;
const startAborted = new AbortController();

function finish(server: RunningServer): void {
  server.stop().then(
    () => process.exit(exitCode),
    (err) => {
      log.fatal({ err }, 'Herunterfahren fehlgeschlagen');
      process.exit(1);
    },
  );
}

/** Stops everything that runs, in order, then exits; during the start, the start path stops what it started. */
function stop(code: number): void {
  exitCode = Math.max(exitCode, code);
  if (stopping) return;
  stopping = true;
  startAborted.abort();
  if (running) finish(running);
}

/** A second signal while stopping: PostgreSQL stops now (forced if need be), whatever else is still running. */
async function stopDatabaseNow(): Promise<never> {
  // Not a clean stop, whichever path ends the process first.
  exitCode = 1;
  const dataDir = config && !config.DATABASE_URL ? path.join(config.dataDir, 'pg') : null;
  const pid = dataDir ? postmasterPidOf(dataDir) : null;
  if (pid !== null) await stopPostmaster(pid, { graceMs: 3000, log: (m) => log.warn(m) });
  process.exit(1);
}

for (const name of SIGNALS) {
  process.on(name, () => {
    if (!stopping) {
      log.info(`${name} empfangen, fahre herunter…`);
      stop(0);
    } else {
      log.warn(`${name} erneut empfangen: PostgreSQL wird sofort gestoppt.`);
      void stopDatabaseNow();
    }
  });
}
// A crash stops like a signal, so it leaves no PostgreSQL behind either.
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (err) => {
    // Except a lost database connection that a library let escape (pg-boss completes and fails jobs without awaiting
    // it): the database comes back (decision 046), the pools reconnect, and the job comes back when it expires.
    if (isDatabaseUnavailable(err)) {
      log.error({ err }, 'Datenbankverbindung verloren');
      return;
    }
    log.fatal({ err }, 'Unerwarteter Fehler');
    stop(1);
  });
}

try {
  config = loadConfig();
  // Pretty lines for a developer at the terminal, JSON lines for a log collector everywhere else (decision 043).
  configureLog({ level: config.LOG_LEVEL, pretty: config.NODE_ENV === 'development' });
  // A database that will not come back ends the process non-zero, for its supervisor to start it afresh.
  running = await startServer(config, { signal: startAborted.signal, onFatal: () => stop(1) });
  // A signal that came after the start's last check: the server is up, so it is stopped now.
  if (stopping) finish(running);
} catch (err) {
  if (err instanceof StartAborted) {
    log.info('Start abgebrochen, alles gestoppt.');
    process.exit(exitCode);
  }
  if (err instanceof ConfigError) {
    log.fatal(err.message);
  } else {
    log.fatal({ err }, 'Start fehlgeschlagen');
  }
  process.exit(1);
}
