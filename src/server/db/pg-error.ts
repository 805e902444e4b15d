// What a failed query tells us, in one place for every feature. drizzle (and better-auth) wrap the driver's error
// (DrizzleQueryError, whose message holds the SQL and its parameters), so the cause chain is searched; only the
// driver's error carries PostgreSQL's SQLSTATE.

/** Five characters, class first; no SQLSTATE class starts with E, so Node's errno codes ("EPERM") stay out. */
const SQLSTATE = /^[0-9A-DF-Z][0-9A-Z]{4}$/;
const MAX_DEPTH = 5;

export const FOREIGN_KEY_VIOLATION = '23503';
export const UNIQUE_VIOLATION = '23505';

interface PgErrorFields {
  code: string;
  constraint?: string;
  table?: string;
}

function* causeChain(err: unknown): Generator<unknown> {
  for (
    let e: unknown = err, depth = 0;
    e && depth < MAX_DEPTH;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    yield e;
  }
}

/** The driver's error in the chain: the one carrying a SQLSTATE. */
export function pgError(err: unknown): PgErrorFields | undefined {
  for (const e of causeChain(err)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return e as PgErrorFields;
  }
  return undefined;
}

export function sqlState(err: unknown): string | undefined {
  return pgError(err)?.code;
}

/**
 * What may be logged of a database error: its SQLSTATE and the constraint and table it names, as one line. Never
 * the message: drizzle's holds the parameters, PostgreSQL's often quotes the offending value ('invalid input ... "x"').
 */
export function databaseErrorSummary(err: unknown): string | undefined {
  const pg = pgError(err);
  if (!pg) return undefined;
  const parts = [`SQLSTATE ${pg.code}`];
  if (typeof pg.constraint === 'string') parts.push(`constraint ${pg.constraint}`);
  if (typeof pg.table === 'string') parts.push(`table ${pg.table}`);
  return parts.join(', ');
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/**
 * The driver's own errors without a code: a connection lost or refused, a connect that ran out of time (pg's
 * "timeout expired", client.ts bounds it), a client whose connection broke in the middle of a transaction.
 */
const LOST_CONNECTION =
  /Connection terminated|connect ECONNREFUSED|^timeout expired$|connection error and is not queryable/;

/** True when the database cannot be reached (connection refused or lost, server shutting down, too many clients). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causeChain(err)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (e instanceof Error && LOST_CONNECTION.test(e.message)) return true;
  }
  return false;
}

/** True when PostgreSQL refused or could not be reached, whatever wrapped the error. */
export function isDatabaseError(err: unknown): boolean {
  if (pgError(err) || isDatabaseUnavailable(err)) return true;
  for (const e of causeChain(err)) if ((e as { name?: unknown }).name === 'DrizzleQueryError') return true;
  return false;
}
