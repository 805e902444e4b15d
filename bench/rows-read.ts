import type pg from 'pg';
import type { Statement } from './query-plans';

// How many rows each step of a statement's plan actually read (EXPLAIN ANALYZE): the rows it answered plus those
// its filter threw away, over all its loops. A read that stays flat as the history grows reads about as many rows
// as the family has, whatever the size of the tables; a walk over an index from the oldest row or a count of a
// whole table shows up here even where no Seq Scan does.

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

export interface ScanRead {
  /** 'Index Scan using news_created_at_id_idx on news', ... */
  scan: string;
  rows: number;
}

function walk(node: PlanNode, into: PlanNode[]): PlanNode[] {
  into.push(node);
  for (const child of node.Plans ?? []) walk(child, into);
  return into;
}

/** Every scan of the statement's plan with the rows it read, in plan order. */
export async function rowsRead(pool: pg.Pool, statement: Statement): Promise<ScanRead[]> {
  const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `explain (analyze, format json) ${statement.sql}`,
    statement.params,
  );
  return walk(rows[0]!['QUERY PLAN'][0].Plan, [])
    .filter((n) => n['Node Type'].includes('Scan'))
    .map((n) => ({
      scan: [
        n['Node Type'],
        n['Index Name'] && `using ${n['Index Name']}`,
        n['Relation Name'] && `on ${n['Relation Name']}`,
      ]
        .filter(Boolean)
        .join(' '),
      rows: Math.round(
        ((n['Actual Rows'] ?? 0) +
          (n['Rows Removed by Filter'] ?? 0) +
          (n['Rows Removed by Index Recheck'] ?? 0)) *
          (n['Actual Loops'] ?? 1),
      ),
    }));
}
