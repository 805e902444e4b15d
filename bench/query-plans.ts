import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';

// Which indexes a list's queries use: the benchmark runs the same service a route runs on a drizzle instance that
// records each statement, then asks PostgreSQL for each statement's plan. A sequential scan of a table of 1000
// rows or more is one "over the whole table", what a page must never need.

export interface Statement {
  sql: string;
  params: unknown[];
}

/** A drizzle instance on `pool` that records every statement it sends. */
export function recordingDb(pool: pg.Pool): { db: Db; statements: Statement[] } {
  const statements: Statement[] = [];
  const db = drizzle(pool, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (query, params) => statements.push({ sql: query, params }) },
  });
  return { db, statements };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

export interface PlanSummary {
  /** 'Index Scan using children_name_idx on children', ... in plan order. */
  scans: string[];
  /** Sequential scans of tables of LARGE_TABLE_ROWS rows or more. */
  wholeTableScans: string[];
}

export const LARGE_TABLE_ROWS = 1000;

/** Rows per table of the public schema, as the planner knows them (after ANALYZE). */
export async function tableSizes(pool: pg.Pool): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ relname: string; reltuples: number }>(
    `select relname, reltuples::float8 as reltuples from pg_class
      where relkind = 'r' and relnamespace = 'public'::regnamespace`,
  );
  return new Map(rows.map((r) => [r.relname, Number(r.reltuples)]));
}

function walk(node: PlanNode, into: PlanNode[]): PlanNode[] {
  into.push(node);
  for (const child of node.Plans ?? []) walk(child, into);
  return into;
}

export async function explain(
  pool: pg.Pool,
  statement: Statement,
  sizes: Map<string, number>,
): Promise<PlanSummary> {
  const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `explain (format json) ${statement.sql}`,
    statement.params,
  );
  const nodes = walk(rows[0]!['QUERY PLAN'][0].Plan, []).filter((n) => n['Node Type'].includes('Scan'));
  const scans = nodes.map((n) =>
    [
      n['Node Type'],
      n['Index Name'] && `using ${n['Index Name']}`,
      n['Relation Name'] && `on ${n['Relation Name']}`,
    ]
      .filter(Boolean)
      .join(' '),
  );
  const wholeTableScans = nodes
    .filter(
      (n) => n['Node Type'] === 'Seq Scan' && (sizes.get(n['Relation Name'] ?? '') ?? 0) >= LARGE_TABLE_ROWS,
    )
    .map((n) => `${n['Relation Name']} (${sizes.get(n['Relation Name'] ?? '')} Zeilen)`);
  return { scans, wholeTableScans };
}
