import type { Context } from 'hono';
import { AppError } from '../errors';

/** The request's JSON body, for a route to parse with its zod schema; 400 BAD_REQUEST when it is not JSON. */
export async function readJsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError('BAD_REQUEST', 400);
  }
}

/** Whether the request carries a body at all (a DELETE may come without one). */
export function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  return c.req.header('content-type') !== undefined || (length !== undefined && length !== '0');
}
