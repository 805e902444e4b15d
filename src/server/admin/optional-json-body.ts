import type { Context } from 'hono';
import { readJsonBody } from '../http/read-json-body';

/** A DELETE may come without a body; one that has a body must be JSON. */
export async function optionalJsonBody(c: Context): Promise<unknown> {
  const length = c.req.header('content-length');
  const hasBody = c.req.header('content-type') !== undefined || (length !== undefined && length !== '0');
  return hasBody ? readJsonBody(c) : {};
}
