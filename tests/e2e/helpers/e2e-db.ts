import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { connect, type Database } from '../../../src/server/db/client';
import { profiles } from '../../../src/server/db/schema';
import { APP_PORT } from './e2e-env';

// The running e2e server's own data (serve.mjs records its data folder): its embedded PostgreSQL, to arrange with
// the test factories what no screen creates yet (news, tagged photos), and its PHOTOS_DIR for the photo files.
//   const server = serverData();  ...  await server.database.close();

export interface ServerData {
  database: Database;
  dataDir: string;
  photosDir: string;
}

// The embedded database's fixed credentials (src/server/db/embedded-postgres.ts).
const USER = 'anpfiff';
const PASSWORD = 'anpfiff';

export function serverData(): ServerData {
  const infoFile = path.join(os.tmpdir(), `anpfiff-e2e-server-${APP_PORT}.json`);
  const { dataDir } = JSON.parse(readFileSync(infoFile, 'utf8')) as { dataDir: string };
  // postmaster.pid: pid, data directory, start time, port, ... one per line.
  const port = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const database = connect(`postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/anpfiff`, 2);
  return { database, dataDir, photosDir: path.join(dataDir, 'photos') };
}

export async function profileIdOf(server: ServerData, email: string): Promise<string> {
  const [row] = await server.database.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.email, email.toLowerCase()));
  if (!row) throw new Error(`No profile for ${email}`);
  return row.id;
}
