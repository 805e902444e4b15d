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

export async function databaseDigest(db: DbOrTx): Promise<Record<string, string>> {
  const tables = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const names = tables.rows.map((r) => r.table_name).filter((name) => !IGNORED_TABLES.has(name));
  // One round trip for all tables: the matrix and the fuzz test take a digest before and after every call.
  const perTable = names.map(
    (name) =>
      sql`select ${name}::text as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5 from ${sql.identifier(name)} t`,
  );
  const result = await db.execute<{ name: string; md5: string | null }>(sql.join(perTable, sql` union all `));
  return Object.fromEntries(result.rows.map((row) => [row.name, row.md5 ?? '']));
}
