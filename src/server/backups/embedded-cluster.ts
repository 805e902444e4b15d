import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '../db/embedded-postgres';
import { archivingFlags } from './archive-commands';
import { ensureArchiveDir, pgDataDirOf } from './backup-layout';

// `npm run backup` beside a running server uses its PostgreSQL; with the server stopped it starts the cluster
// itself, as the server would (archiving on), and stops it afterwards.

interface OpenCluster {
  url: string;
  /** Stops the cluster if this process started it; a server's cluster is left running. */
  close(): Promise<void>;
}

export async function openEmbeddedCluster(config: Config): Promise<OpenCluster> {
  const pgDataDir = pgDataDirOf(config);
  const running = runningEmbeddedUrl(pgDataDir);
  if (running) return { url: running, close: async () => {} };
  if (!existsSync(path.join(pgDataDir, 'PG_VERSION')))
    throw new Error(`In ${pgDataDir} liegt keine Datenbank: Anpfiff erst einmal starten (npm start).`);
  await ensureArchiveDir(config.backupDir);
  const database = await startEmbeddedPostgres(pgDataDir, {
    postgresFlags: archivingFlags(config.backupDir),
  });
  return { url: database.url, close: database.stop };
}
