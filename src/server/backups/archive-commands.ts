import { walDirOf } from './backup-layout';

// PostgreSQL's continuous archiving with nothing but what every Linux has (sh, gzip, cmp, sync, mv): the embedded
// binaries bring no pg_basebackup or pg_archivecleanup (decision 044).

/** A path as one shell word, with PostgreSQL's `%` escaped (archive_command expands %p and %f). */
function shellWord(value: string): string {
  return `'${value.replaceAll("'", `'\\''`).replaceAll('%', '%%')}'`;
}

/**
 * Copies one finished WAL segment into the archive: gzipped (a segment closed early by archive_timeout is mostly
 * zeros), written under a temporary name, flushed and only then renamed, so the archive never holds half a file.
 * A segment already archived (the copy finished, but PostgreSQL did not learn of it before a crash) counts as done
 * when it is the same; a different one fails, and PostgreSQL keeps retrying and reports it.
 */
function archiveCommand(backupDir: string): string {
  const dir = shellWord(walDirOf(backupDir));
  return [
    `f=${dir}/%f.gz;`,
    'if [ -f "$f" ]; then gunzip -c "$f" | cmp -s - %p;',
    'else gzip -1 -c %p > "$f.tmp" && { sync "$f.tmp" 2>/dev/null || sync; } && mv "$f.tmp" "$f"; fi',
  ].join(' ');
}

/** Fetches one archived WAL file for recovery; a file the archive does not hold fails, as PostgreSQL expects. */
export function restoreCommand(backupDir: string): string {
  return `f=${shellWord(walDirOf(backupDir))}/%f.gz; [ -f "$f" ] && gunzip -c "$f" > %p`;
}

/** How long a quiet database may go before its WAL is archived: the granularity of a restore's newest moment. */
const ARCHIVE_TIMEOUT_SECONDS = 60;

/** The postmaster settings that archive every WAL segment into BACKUP_DIR/wal. */
export function archivingFlags(backupDir: string, timeoutSeconds = ARCHIVE_TIMEOUT_SECONDS): string[] {
  return [
    ...['-c', 'wal_level=replica', '-c', 'archive_mode=on'],
    ...['-c', `archive_command=${archiveCommand(backupDir)}`],
    ...['-c', `archive_timeout=${timeoutSeconds}`],
  ];
}
