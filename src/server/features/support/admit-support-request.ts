import { hitRateLimit, type RateLimit } from '../../auth/rate-limit';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';

/** Support requests per account and hour: each is a mail to the provider, so none can flood its inbox. */
const SUPPORT_REQUESTS_PER_ACCOUNT: RateLimit = { max: 5, windowMs: 60 * 60_000 };

/** Counts one request of the account (in PostgreSQL, across instances); 429 RATE_LIMITED beyond the limit. */
export async function admitSupportRequest(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
): Promise<void> {
  const key = `support-request:account:${userId}`;
  if (!(await hitRateLimit(ctx.db, key, SUPPORT_REQUESTS_PER_ACCOUNT, ctx.clock.now()))) {
    throw new AppError('RATE_LIMITED', 429);
  }
}
