import type { Context } from 'hono';
import { notFound } from '../../errors';

/** A checkout id from the path ("cs_..." at Stripe, "test_cs_..." for the test checkout); anything else is 404. */
export function checkoutIdParam(c: Context): string {
  const id = c.req.param('checkoutId') ?? '';
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(id)) throw notFound();
  return id;
}
