import { hitRateLimit, type RateLimit } from '../../auth/rate-limit';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';

/**
 * Orders per account and hour: each mails the provider and the parent, so an account cannot flood either inbox;
 * a family orders a few times a season.
 */
const ORDERS_PER_ACCOUNT: RateLimit = { max: 5, windowMs: 60 * 60_000 };

/** Counts one order attempt of the account (in PostgreSQL, across instances); 429 RATE_LIMITED beyond the limit. */
export async function admitOrder(ctx: Pick<AppContext, 'db' | 'clock'>, userId: string): Promise<void> {
  if (!(await hitRateLimit(ctx.db, `shop-order:account:${userId}`, ORDERS_PER_ACCOUNT, ctx.clock.now()))) {
    throw new AppError('RATE_LIMITED', 429);
  }
}
