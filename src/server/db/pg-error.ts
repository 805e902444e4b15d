// PostgreSQL's SQLSTATE of a failed query. drizzle wraps the driver's error (DrizzleQueryError, whose message holds
// the SQL and its parameters), so the cause chain is searched; only the driver's error carries the code.

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The driver's error in the chain: the one carrying a five-character SQLSTATE. */
function pgErrorOf(err: unknown): { code: string; constraint?: unknown; table?: unknown } | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return e as { code: string };
  }
  return undefined;
}

export function sqlState(err: unknown): string | undefined {
  return pgErrorOf(err)?.code;
}

/**
 * What may be logged of a database error: its SQLSTATE and the constraint and table it names, as one line. Never
 * the message: drizzle's holds the parameters, PostgreSQL's often quotes the offending value ('invalid input ... "x"').
 */
export function databaseErrorSummary(err: unknown): string | undefined {
  const pg = pgErrorOf(err);
  if (!pg) return undefined;
  const parts = [`SQLSTATE ${pg.code}`];
  if (typeof pg.constraint === 'string') parts.push(`constraint ${pg.constraint}`);
  if (typeof pg.table === 'string') parts.push(`table ${pg.table}`);
  return parts.join(', ');
}
