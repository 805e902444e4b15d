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
