import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsDir } from '../paths';

/** How many migrations are committed (drizzle-kit's journal); /readyz compares it with what the database applied. */
export function committedMigrationCount(folder = migrationsDir): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}
