import { z } from 'zod';

// The back office's bulk actions (decision 056): the admin selects rows of a list (some, a page, or all that match
// the list's filter) and acts once. Every bulk endpoint takes the same request shape: the selection, either the
// rows' ids or the list's filter (the server then finds the rows itself, as the list does), and `dryRun`, which
// answers what would happen without changing anything. The run answers the same summary after the change.

/** The most ids a selection may name; a larger set is selected by its filter. */
const BULK_MAX_IDS = 1000;

/** The most rows one action changes or exports: more must be narrowed by the filter first. */
export const BULK_MAX_ROWS = 5000;

/**
 * The rows chosen one by one (or a page at a time), or all rows the list's filter matches. Exactly one of the two:
 * a selection naming both, or neither, is refused (400).
 */
function bulkSelectionSchema<F extends z.ZodType, I extends z.ZodType>(filter: F, id: I) {
  return z.union([z.strictObject({ ids: z.array(id).min(1).max(BULK_MAX_IDS) }), z.strictObject({ filter })]);
}

export type BulkSelection<F, I> = { ids: I[] } | { filter: F };

/**
 * A bulk action's request: the selection, `dryRun` (true: only say what would happen), `expectedCount` (the count
 * the admin confirmed in the dry run: a run that finds another number changes nothing and says so), and the
 * action's own fields.
 */
export function bulkActionSchema<
  F extends z.ZodType,
  I extends z.ZodType,
  S extends z.ZodRawShape = Record<never, never>,
>(filter: F, id: I, fields?: S) {
  return z.strictObject({
    selection: bulkSelectionSchema(filter, id),
    dryRun: z.boolean().default(false),
    expectedCount: z.number().int().min(0).max(BULK_MAX_ROWS).optional(),
    ...((fields ?? {}) as S),
  });
}

/** A CSV export of exactly the selection. */
export function bulkExportSchema<F extends z.ZodType, I extends z.ZodType>(filter: F, id: I) {
  return z.strictObject({ selection: bulkSelectionSchema(filter, id) });
}

/** The answer of a bulk action, dry run or run. */
export interface BulkActionResult {
  dryRun: boolean;
  /** The rows the action changes (dry run) or changed (run). */
  count: number;
  /** The German sentence the admin confirms: "12 Zahlungen werden als bar bezahlt markiert". */
  summary: string;
  /**
   * Dry run only: why the action cannot run on this selection (German, naming the rows' reason); null when it can.
   * A run on such a selection changes nothing and answers 409 BULK_REFUSED with this text as `details.reason`.
   */
  refusal: string | null;
}
