import { randomUUID } from 'node:crypto';
import { BULK_MAX_ROWS, type BulkActionResult, type BulkSelection } from '../../../domain/bulk/bulk-api';
import { adminBulkCsvMessages as csvText, adminBulkMessages as m } from '../../../domain/messages/admin-bulk';
import { zurichToday } from '../../../domain/time';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { type AuditAction, type AuditEntry, recordAudit } from '../audit/record-audit';

// Every bulk action of the back office runs here (decision 056): the selection is resolved inside the action's one
// transaction (the rows locked by the action's own resolver on a run), a dry run answers what would happen and
// changes nothing, a run on a selection with a row the action may not change changes nothing and names why (409
// BULK_REFUSED), a run that finds another count than the dry run the admin confirmed changes nothing either (409
// BULK_SELECTION_CHANGED), and a run writes its audit row with the count.

/** The selection as the resolver found it. */
export interface ResolvedSelection<R> {
  rows: R[];
  /** Ids of the selection no row answers any more (deleted meanwhile): such a selection is refused. */
  missing: number;
}

/** Ids as given, or all rows the filter matches: the resolver's two ways to find the rows. */
export async function resolveSelection<F, I, R>(
  selection: BulkSelection<F, I>,
  byIds: (ids: I[]) => Promise<R[]>,
  byFilter: (filter: F) => Promise<R[]>,
  /** How many distinct ids a selection of ids names (a row key may repeat). */
  distinct: (ids: I[]) => number = (ids) => new Set(ids.map((id) => JSON.stringify(id))).size,
): Promise<ResolvedSelection<R>> {
  if ('ids' in selection) {
    const rows = await byIds(selection.ids);
    return { rows, missing: Math.max(0, distinct(selection.ids) - rows.length) };
  }
  return { rows: await byFilter(selection.filter), missing: 0 };
}

export interface BulkAction<R> {
  actorId: string;
  request: {
    selection: BulkSelection<unknown, unknown>;
    dryRun: boolean;
    expectedCount?: number | undefined;
  };
  /** Finds the selection's rows in the action's transaction; `lock` on a run, so they cannot change under it. */
  resolve: (tx: Tx, lock: boolean) => Promise<ResolvedSelection<R>>;
  /** Why the action may not run on these rows (German, naming them), or null. */
  refusalOf?: (rows: R[]) => string | null;
  /** What the action does (`done`: did) to these rows, as one German sentence. */
  summary: (rows: R[], done: boolean) => string;
  /** How many the sentence counts: the rows, unless the action counts something else (parents of children). */
  count?: (rows: R[]) => number;
  /** The change, in the action's transaction; what it answers joins the audit row's details. */
  apply: (tx: Tx, rows: R[], now: Date) => Promise<Record<string, unknown>>;
  audit: { action: AuditAction; details?: Record<string, unknown> };
}

export async function runBulkAction<R>(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  action: BulkAction<R>,
): Promise<BulkActionResult> {
  const { dryRun, expectedCount, selection } = action.request;
  return inRetriedTransaction(ctx.db, async (tx) => {
    const { rows, missing } = await action.resolve(tx, !dryRun);
    if (rows.length > BULK_MAX_ROWS) throw new AppError('BULK_TOO_MANY', 422, { max: BULK_MAX_ROWS });
    const count = action.count?.(rows) ?? rows.length;
    const refusal =
      rows.length === 0
        ? m.emptySelection
        : missing > 0
          ? m.gone(missing)
          : (action.refusalOf?.(rows) ?? null);
    if (dryRun) return { dryRun, count, summary: action.summary(rows, false), refusal };
    if (refusal) throw new AppError('BULK_REFUSED', 409, { reason: refusal });
    if (expectedCount !== undefined && expectedCount !== count) {
      throw new AppError('BULK_SELECTION_CHANGED', 409, { expected: expectedCount, found: count });
    }
    const now = ctx.clock.now();
    const applied = await action.apply(tx, rows, now);
    const summary = action.summary(rows, true);
    await recordBulkAudit(tx, {
      actorId: action.actorId,
      action: action.audit.action,
      selection,
      summary,
      count,
      details: { ...action.audit.details, ...applied },
      at: now,
    });
    return { dryRun, count, summary, refusal: null };
  });
}

/**
 * The audit row of a bulk action or export: one row for the whole action, under an id of its own, labelled with
 * the sentence the admin read; the count, and the filter when the selection was "all matches".
 */
async function recordBulkAudit(
  tx: Tx,
  entry: {
    actorId: string;
    action: AuditAction;
    selection: BulkSelection<unknown, unknown>;
    summary: string;
    count: number;
    details?: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  const subjectType = entry.action.split('.')[0] as AuditEntry['subject']['type'];
  await recordAudit(tx, {
    actorId: entry.actorId,
    action: entry.action,
    subject: { type: subjectType, id: randomUUID() },
    details: {
      title: entry.summary,
      count: entry.count,
      ...('filter' in entry.selection ? { filter: entry.selection.filter } : {}),
      ...entry.details,
    },
    at: entry.at,
  });
}

/** The selection of a list whose rows `find` reads by ids or by the list's filter, one more than may be acted on. */
export function selectionFinder<F, R>(
  find: (db: DbOrTx, by: { ids: readonly string[] } | { filter: F }, limit: number) => Promise<R[]>,
) {
  return (db: DbOrTx, selection: BulkSelection<F, string>): Promise<ResolvedSelection<R>> =>
    resolveSelection(
      selection,
      (ids) => find(db, { ids }, BULK_MAX_ROWS + 1),
      (filter) => find(db, { filter }, BULK_MAX_ROWS + 1),
    );
}

/**
 * The CSV of exactly a selection: its rows found in one transaction with the audit row that counts them; more than
 * BULK_MAX_ROWS are refused (422) rather than cut.
 */
export function bulkExport<F, I, R>(spec: {
  action: AuditAction;
  list: 'kinder' | 'eltern' | 'zahlungen';
  selected: (db: DbOrTx, selection: BulkSelection<F, I>) => Promise<ResolvedSelection<R>>;
  csv: (tx: Tx, rows: R[]) => Promise<string> | string;
}) {
  return (
    ctx: Pick<AppContext, 'db' | 'clock'>,
    actorId: string,
    selection: BulkSelection<F, I>,
  ): Promise<{ fileName: string; csv: string }> =>
    ctx.db.transaction(async (tx) => {
      const { rows } = await spec.selected(tx, selection);
      if (rows.length > BULK_MAX_ROWS) throw new AppError('BULK_TOO_MANY', 422, { max: BULK_MAX_ROWS });
      const now = ctx.clock.now();
      await recordBulkAudit(tx, {
        actorId,
        action: spec.action,
        selection,
        summary: csvText.exported(rows.length),
        count: rows.length,
        at: now,
      });
      return { fileName: csvText.fileName(spec.list, zurichToday(now)), csv: await spec.csv(tx, rows) };
    });
}
