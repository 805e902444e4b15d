import type pg from 'pg';
import type { Db } from '../src/server/db/client';
import { explain, recordingDb } from './query-plans';

// How the back-office list benchmarks print what they measured: each read beside the target, the plan of each of its
// statements, and the comparison of the two sizes. One form for the lists, the packs and the payments.

export const TARGET_P95_MS = 100;

export const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
export const verdict = (ok: boolean) => (ok ? 'MET' : 'MISSED');

export interface ReadTiming {
  p50: number;
  p95: number;
  failures: string[];
}

/** Prints one read's p50/p95 beside the target; true when met (and every request answered). */
export function reportTiming(label: string, timing: ReadTiming): boolean {
  const met = timing.p95 < TARGET_P95_MS && timing.failures.length === 0;
  console.log(
    `  ${label.padEnd(50)} p50 ${ms(timing.p50)}  p95 ${ms(timing.p95)}  Ziel p95 < ${TARGET_P95_MS} ms: ${verdict(met)}` +
      (timing.failures.length ? `  (${timing.failures.join(', ')})` : ''),
  );
  return met;
}

/**
 * Explains every statement a read runs and prints its scans; false when a statement reads a large table whole,
 * unless `wholeSet(n)` names why statement n (from 1) may read every row (a summary over the whole filter).
 */
export async function reportPlans(
  planPool: pg.Pool,
  sizes: Map<string, number>,
  run: (db: Db) => Promise<unknown>,
  wholeSet: (statement: number) => string | undefined,
): Promise<boolean> {
  let ok = true;
  const recording = recordingDb(planPool);
  await run(recording.db);
  for (const [i, statement] of recording.statements.entries()) {
    const plan = await explain(planPool, statement, sizes);
    const clean = plan.wholeTableScans.length === 0;
    const reason = wholeSet(i + 1);
    if (!reason) ok &&= clean;
    const scans = clean ? '' : ` (${plan.wholeTableScans.join(', ')})`;
    const outcome = reason
      ? `liest alle Zeilen: ${reason}${scans}`
      : `ohne Seq Scan über eine ganze Tabelle: ${verdict(clean)}${scans}`;
    console.log(`      Abfrage ${i + 1}: ${plan.scans.join('; ')}  -> ${outcome}`);
  }
  return ok;
}

/** Prints each read's p95 at the smaller and the larger size, judged at the larger one. */
export function printComparison(
  title: string,
  rows: Iterable<[label: string, small: number, large: number]>,
): void {
  console.log(`\n${title}`);
  for (const [label, small, large] of rows) {
    console.log(
      `  ${label.padEnd(50)} ${ms(small)} -> ${ms(large)}  (x${(large / Math.max(small, 0.1)).toFixed(1)})  ${verdict(large < TARGET_P95_MS)}`,
    );
  }
}
