import { type SQL, sql } from 'drizzle-orm';
import { OPEN_STATUSES } from '../../../domain/payments/status';

// "Not (yet) paid" (the domain's isUnpaid: open or failed) inside a raw query, spelled from the domain's own list,
// so a query and the rule cannot disagree.

/** `'REQUIRES_PAYMENT', 'FAILED'`: the domain's constants, safe to write into the SQL text. */
export const UNPAID_STATUS_LIST = OPEN_STATUSES.map((status) => `'${status}'`).join(', ');

/** `<column> in ('REQUIRES_PAYMENT', 'FAILED')`, for a query's status column (`p.status`). */
export function isUnpaidSql(column: string): SQL {
  return sql.raw(`${column} in (${UNPAID_STATUS_LIST})`);
}
