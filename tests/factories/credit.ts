import { addMonths } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import { CREDIT_PACK_VALIDITY_MONTHS } from '../../src/domain/constants';
import type { DbOrTx } from '../../src/server/db/client';
import { creditAwards, creditConsumptions, creditPacks } from '../../src/server/db/schema';
import { inserted } from './rows';

export type CreditPack = typeof creditPacks.$inferSelect;
export type CreditConsumption = typeof creditConsumptions.$inferSelect;
export type CreditAward = typeof creditAwards.$inferSelect;

/**
 * The row of a pack, not yet inserted: what createCreditPack inserts (bulk inserts of benchmarks too). A bought
 * 10+1 pack by default (11 credits, CHF 250 paid online, active for a year). Pass origin 'REFUND' with totalCredits 1
 * and priceCentsPaid 0 for a credit given back after an on-time cancellation.
 */
export function creditPackValues(
  options: { parentId: string } & Partial<typeof creditPacks.$inferInsert>,
): typeof creditPacks.$inferInsert {
  const totalCredits = options.totalCredits ?? 11;
  const purchase = (options.origin ?? 'PURCHASE') === 'PURCHASE';
  return {
    creditsRemaining: totalCredits,
    priceCentsPaid: purchase ? 25000 : 0,
    paymentMethod: purchase ? 'STRIPE_ONLINE' : null,
    expiresAt: addMonths(new Date(), CREDIT_PACK_VALIDITY_MONTHS),
    ...options,
    totalCredits,
  };
}

/** A pack as creditPackValues describes it. */
export async function createCreditPack(
  db: DbOrTx,
  options: { parentId: string } & Partial<typeof creditPacks.$inferInsert>,
): Promise<CreditPack> {
  return inserted(await db.insert(creditPacks).values(creditPackValues(options)).returning());
}

/**
 * A credit spent on a training. An active consumption also takes the credits off the pack, so the ledger stays
 * consistent (remaining = total - active consumptions).
 */
export async function createCreditConsumption(
  db: DbOrTx,
  /** A training's credit names its session, a camp's its camp (exactly one: the database checks it). */
  options: { packId: string; childId: string } & Partial<typeof creditConsumptions.$inferInsert>,
): Promise<CreditConsumption> {
  const consumption = inserted(await db.insert(creditConsumptions).values(options).returning());
  if (!consumption.revertedAt) {
    await db
      .update(creditPacks)
      .set({ creditsRemaining: sql`${creditPacks.creditsRemaining} - ${consumption.qty}` })
      .where(eq(creditPacks.id, consumption.packId));
  }
  return consumption;
}

/** The record of a credit given back for an on-time cancellation (the credit itself lives in a pack). */
export async function createCreditAward(
  db: DbOrTx,
  options: { parentId: string; childId: string; sessionId: string } & Partial<
    typeof creditAwards.$inferInsert
  >,
): Promise<CreditAward> {
  return inserted(await db.insert(creditAwards).values(options).returning());
}
