import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect, type Db } from '../../../src/server/db/client';
import { APP_PORT } from './e2e-env';

// The app's own (embedded) database, for setting up what no parent screen creates, with the test factories:
//   const session = await withAppDatabase((db) => createSession(db, { title: 'TIZ Training' }));
// serve.mjs names the app's data folder in a pointer file; PostgreSQL writes its port into postmaster.pid.

/** The user and password src/server/db/embedded-postgres.ts gives every embedded cluster. */
const EMBEDDED_CREDENTIALS = 'anpfiff:anpfiff';

function appDatabaseUrl(): string {
  const dataDir = readFileSync(path.join(os.tmpdir(), `anpfiff-e2e-${APP_PORT}.datadir`), 'utf8').trim();
  // postmaster.pid: pid, data directory, start time, port, ...
  const port = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  if (!port) throw new Error(`No PostgreSQL port in ${dataDir}/pg/postmaster.pid`);
  return `postgres://${EMBEDDED_CREDENTIALS}@127.0.0.1:${port}/anpfiff`;
}

export async function withAppDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const database = connect(appDatabaseUrl(), 2);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}
