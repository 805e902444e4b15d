/** Five characters, class first; no SQLSTATE class starts with E, so Node's errno codes ("EPERM") stay out. */
const SQLSTATE = /^[0-9A-DF-Z][0-9A-Z]{4}$/;
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03']);

/**
 * True when PostgreSQL refused or could not be reached: a SQLSTATE from pg, a connection error, somewhere in the
 * cause chain (drizzle and better-auth wrap the driver's error).
 */
export function isDatabaseError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || SQLSTATE.test(code))) return true;
    if ((e as { name?: unknown }).name === 'DrizzleQueryError') return true;
  }
  return false;
}
