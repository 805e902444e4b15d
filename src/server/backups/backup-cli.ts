import { systemClock } from '../clock';
import { ConfigError, loadConfig } from '../config';
import { connect } from '../db/client';
import { runMigrations } from '../db/migrate';
import { startJobs } from '../jobs/jobs';
import { backupsEnabled } from './backup-layout';
import { openEmbeddedCluster } from './embedded-cluster';
import { printTime } from './print-time';
import { runBackup } from './run-backup';

// `npm run backup`: one base backup now, recorded and pruned like the nightly one (decision 044).

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(
      'DATABASE_URL ist gesetzt: Die Datenbank sichert der Anbieter (Point-in-Time-Recovery dort einschalten). Anpfiff sichert nur die eingebettete Datenbank.',
    );
    return 1;
  }
  if (!backupsEnabled(config)) {
    console.error('Sicherungen sind ausgeschaltet (BACKUP_SCHEDULE=off).');
    return 1;
  }
  const cluster = await openEmbeddedCluster(config);
  const database = connect(cluster.url, 2);
  try {
    await runMigrations(database.db);
    const jobs = await startJobs(cluster.url, { workers: false });
    try {
      const outcome = await runBackup({ config, db: database.db, clock: systemClock, jobs }, 'manual');
      if (!outcome.ok) {
        console.error(`Sicherung fehlgeschlagen: ${outcome.error}`);
        return 1;
      }
      const { manifest, pruned } = outcome;
      console.log(`Sicherung ${manifest.name} erstellt in ${config.backupDir}`);
      console.log(`  Stand: ${printTime(new Date(manifest.finishedAt))}`);
      console.log(`  Grösse: ${(manifest.bytes / 1024 / 1024).toFixed(1)} MB (gzip)`);
      if (pruned.backups.length + pruned.wal.length > 0)
        console.log(
          `  Entfernt (älter als ${config.BACKUP_RETENTION_DAYS} Tage): ${pruned.backups.length} Sicherungen, ${pruned.wal.length} WAL-Dateien`,
        );
      return 0;
    } finally {
      await jobs.stop();
    }
  } finally {
    await database.close();
    await cluster.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : `Sicherung fehlgeschlagen: ${error}`);
    process.exit(1);
  },
);
