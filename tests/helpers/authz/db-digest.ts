import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../src/server/db/client';

// "Nothing changed" without knowing what a route could touch: a digest of every row of every table of ours.
// Sign-in bookkeeping is left out: reading a session or counting a request is not a change of business data.
const IGNORED_TABLES = new Set([
  'auth_sessions',
  'auth_rate_limits',
  'auth_lockouts',
  'auth_verifications',
  '__drizzle_migrations',
]);

async function digestOf(db: DbOrTx, withBookkeeping: boolean): Promise<Record<string, string>> {
  // The catalogue rather than information_schema.tables (the same base and partitioned tables for the owner that
  // tests connect as): a few milliseconds less per digest, and the matrix and the fuzz test take thousands.
  const tables = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`);
  const names = tables.rows.map((r) => r.name).filter((name) => withBookkeeping || !IGNORED_TABLES.has(name));
  // One round trip for all tables, one row with a column per table: PostgreSQL ran the former UNION ALL of 55
  // aggregates in ~60 ms even on empty tables, this form in ~17 ms; prepared once per connection (its text is the
  // same while the tables are), ~5 ms.
  const text = `select ${names
    .map((name) => {
      const table = `"${name.replaceAll('"', '""')}"`;
      return `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t) as ${table}`;
    })
    .join(', ')}`;
  const row =
    '$client' in db
      ? (
          await db.$client.query<Record<string, string>>({
            name: `digest_${createHash('md5').update(text).digest('hex')}`,
            text,
          })
        ).rows[0]
      : (await db.execute<Record<string, string>>(sql.raw(text))).rows[0];
  return Object.fromEntries(names.map((name) => [name, row?.[name] ?? '']));
}

export function databaseDigest(db: DbOrTx): Promise<Record<string, string>> {
  return digestOf(db, false);
}

/**
 * Every table of ours, sign-in bookkeeping included: the matrix lets the next actor call on a prepared world only if
 * the last call left this whole state as it found it (run-matrix.ts).
 */
export function fullDatabaseDigest(db: DbOrTx): Promise<Record<string, string>> {
  return digestOf(db, true);
}

/** The business data of a full digest: its tables without the sign-in bookkeeping, as databaseDigest reads them. */
export function businessPart(full: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(full).filter(([name]) => !IGNORED_TABLES.has(name)));
}
