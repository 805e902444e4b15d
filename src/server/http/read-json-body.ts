import type { Context } from 'hono';
import { AppError } from '../errors';

/**
 * The request's JSON body, for a route to parse with its zod schema; 400 BAD_REQUEST when it is not JSON, 400
 * INVALID_CHARACTER when a text in it (a value or a key) holds a NUL character, which PostgreSQL stores in no text
 * or jsonb column: refused here once for every endpoint, before anything is written, rather than a 500 at the insert.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('BAD_REQUEST', 400);
  }
  if (holdsNul(body)) throw new AppError('INVALID_CHARACTER', 400);
  return body;
}

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, v]) => key.includes('\u0000') || holdsNul(v));
  return false;
}

/** Whether the request carries a body at all (a DELETE may come without one). */
export function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  return c.req.header('content-type') !== undefined || (length !== undefined && length !== '0');
}
