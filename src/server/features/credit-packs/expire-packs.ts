import { and, eq, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { creditPacks } from '../../db/schema';
import type { QueueDefinition } from '../../jobs/jobs';
import { logFor } from '../../observability/log';

const log = logFor('credit-packs');

// A pack past its expiry already stops counting everywhere (settle-with-credit.ts and family-credit.ts compare
// expires_at with the clock). This nightly job also sets its status to EXPIRED, so admin lists and exports that
// read the status agree with what parents see.

const EXPIRE_PACKS_QUEUE = 'credit-packs.expire';

const queue: QueueDefinition = { name: EXPIRE_PACKS_QUEUE, retryLimit: 3, retryDelay: 600 };

/** Marks every active pack whose expiry has passed as EXPIRED; answers how many. */
export async function expireCreditPacks(db: DbOrTx, now: Date): Promise<number> {
  const expired = await db
    .update(creditPacks)
    .set({ status: 'EXPIRED', updatedAt: sql`${creditPacks.expiresAt}` })
    .where(and(eq(creditPacks.status, 'ACTIVE'), lte(creditPacks.expiresAt, now)))
    .returning({ id: creditPacks.id });
  return expired.length;
}

export async function registerExpirePacksWorker(ctx: AppContext): Promise<void> {
  await ctx.jobs.work(queue, async () => {
    const count = await expireCreditPacks(ctx.db, ctx.clock.now());
    if (count > 0) log.info({ count }, 'Abos abgelaufen');
  });
  await ctx.jobs.boss.schedule(EXPIRE_PACKS_QUEUE, '5 0 * * *', {}, { tz: 'Europe/Zurich' });
}
