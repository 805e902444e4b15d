import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/server/db/client';

// Where a text still lives in the database: every text, varchar, char, json, jsonb and date column of every table of
// every schema (ours, pg-boss's, drizzle's), read as text and matched case-insensitively. Generic on purpose: a
// column another feature adds tomorrow is scanned without anyone listing it here.

/** The dev outbox is a mailbox (decision 013): what was delivered stays in it, as in any mailbox. */
const NOT_SCANNED = new Set(['public.dev_mail']);

const SCANNED_TYPES = ['text', 'character varying', 'character', 'json', 'jsonb', 'date'];

/** "schema.table.column" for each column holding any of `needles`. */
export async function findTexts(db: DbOrTx, needles: readonly string[]): Promise<string[]> {
  const columns = await db.execute<{ table_schema: string; table_name: string; column_name: string }>(sql`
    select c.table_schema, c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
      and c.data_type in ${SCANNED_TYPES}
    order by 1, 2, 3`);
  const byTable = new Map<string, string[]>();
  for (const c of columns.rows) {
    const table = `${c.table_schema}.${c.table_name}`;
    if (NOT_SCANNED.has(table)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), c.column_name]);
  }
  const patterns = sql`array[${sql.join(
    needles.map((n) => sql`${`%${n.replace(/[\\%_]/g, '\\$&')}%`}`),
    sql`, `,
  )}]::text[]`;
  const hits: string[] = [];
  for (const [table, cols] of byTable) {
    const [schema = '', name = ''] = table.split('.');
    const counts = sql.join(
      cols.map(
        (col, i) =>
          sql`count(*) filter (where ${sql.identifier(col)}::text ilike any(${patterns})) as ${sql.identifier(`c${i}`)}`,
      ),
      sql`, `,
    );
    const result = await db.execute(
      sql`select ${counts} from ${sql.identifier(schema)}.${sql.identifier(name)}`,
    );
    const row = (result.rows[0] ?? {}) as Record<string, unknown>;
    cols.forEach((col, i) => {
      if (Number(row[`c${i}`]) > 0) hits.push(`${table}.${col}`);
    });
  }
  return hits;
}
