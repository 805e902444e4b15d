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
  const digest: Record<string, string> = {};
  for (const { table_name: name } of tables.rows) {
    if (IGNORED_TABLES.has(name)) continue;
    const result = await db.execute<{ md5: string | null }>(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5 from ${sql.identifier(name)} t`,
    );
    digest[name] = result.rows[0]?.md5 ?? '';
  }
  return digest;
}
