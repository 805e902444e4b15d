import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { pgDataDirOf } from './backup-layout';
import { printTime } from './print-time';
import { RestoreRefused, restoreBackup } from './restore-backup';
import { parseRestoreTarget } from './restore-target';

// `npm run restore -- --to <time|latest> [--from DIR]`: the embedded database as it was at that moment, into the
// empty DATA_DIR/pg (decision 044). A folder that holds a database, live or not, is never overwritten.

const USAGE = `Aufruf: npm run restore -- --to <Zeitpunkt|latest> [--from ORDNER]
  --to    latest (der neueste archivierte Stand) oder ein Zeitpunkt in Zürcher Zeit, z. B. "2026-11-28 14:30"
          (oder mit Zeitzone, z. B. 2026-11-28T13:30:00Z)
  --from  der Sicherungsordner (Standard: BACKUP_DIR, sonst DATA_DIR/backups)
Zurückgespielt wird nach DATA_DIR/pg; der Ordner muss leer sein oder fehlen.`;

async function main(): Promise<number> {
  let values: { to?: string; from?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { to: { type: 'string' }, from: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const target = parseRestoreTarget(values.to);
  if (!target) {
    console.error(`--to fehlt oder ist kein Zeitpunkt: ${values.to ?? ''}\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(
      'DATABASE_URL ist gesetzt: Diese Datenbank stellt der Anbieter mit seiner Point-in-Time-Recovery wieder her.',
    );
    return 1;
  }
  const from = values.from ?? config.backupDir;
  const pgDataDir = pgDataDirOf(config);
  console.log(
    `Spiele ${target === 'latest' ? 'den neuesten Stand' : `den Stand vom ${printTime(target)}`} aus ${from} nach ${pgDataDir} zurück …`,
  );
  const outcome = await restoreBackup({ from, pgDataDir, target, archiveTo: config.backupDir });
  console.log(`Zurückgespielt: Stand ${printTime(outcome.restoredTo)}`);
  console.log(
    `  Basissicherung ${outcome.base.name} (beendet ${printTime(new Date(outcome.base.finishedAt))})`,
  );
  for (const { label, rows } of outcome.summary.counts) console.log(`  ${`${label}:`.padEnd(24)}${rows}`);
  if (outcome.summary.paymentStates.length > 0)
    console.log(
      `  Zahlungen nach Status:  ${outcome.summary.paymentStates.map((s) => `${s.status} ${s.rows}`).join(', ')}`,
    );
  console.log(
    'Anpfiff kann jetzt gestartet werden (npm start); die Sicherungen laufen auf diesem Stand weiter.',
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof RestoreRefused || error instanceof ConfigError) console.error(error.message);
    else console.error(`Zurückspielen fehlgeschlagen: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
