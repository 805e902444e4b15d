import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { authRateLimits } from '../db/schema';

// Fixed-window counters in PostgreSQL (auth_rate_limits), so every app instance counts together and a restart
// forgets nothing. `last_request` holds the start of the current window (ms since epoch). Named per action:
// "sign-in-code:ip:203.0.113.7", "sign-in-code:email:anna@example.ch".

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

/** Counts one request against `key`; false when it is over the limit (the request must be refused). */
export async function hitRateLimit(db: DbOrTx, key: string, limit: RateLimit, now: Date): Promise<boolean> {
  const nowMs = now.getTime();
  const windowStart = nowMs - limit.windowMs;
  const t = authRateLimits;
  const [row] = await db
    .insert(t)
    .values({ id: randomUUID(), key, count: 1, lastRequest: nowMs })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${t.lastRequest} <= ${windowStart} then 1 else ${t.count} + 1 end`,
        lastRequest: sql`case when ${t.lastRequest} <= ${windowStart} then ${nowMs} else ${t.lastRequest} end`,
      },
    })
    .returning({ count: t.count });
  return (row?.count ?? 1) <= limit.max;
}
