import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { classifyPack, isLowCredit, offerPackPurchase } from '../../../domain/payments/credit-packs';
import type { ConsumptionView, PackView } from '../../../domain/payments/payments-api';
import { personName } from '../../../domain/people/person-name';
import type { DbOrTx } from '../../db/client';
import { camps, children, creditConsumptions, creditPacks, sessions } from '../../db/schema';
import { familyParentIds } from '../family/scope';
import { consumptionColumns } from './consumption-columns';

// The family's credit: packs of any of the family's parents (either parent's pack pays either one's booking, as in
// payments/settle-with-credit.ts), and what was spent from them.

type PackRow = typeof creditPacks.$inferSelect;

/** A pack stops counting at its expiry, even before the expiry job has set its status to EXPIRED. */
export function isPastExpiry(pack: { expiresAt: Date | null }, now: Date): boolean {
  return pack.expiresAt !== null && pack.expiresAt.getTime() <= now.getTime();
}

function packView(pack: PackRow, now: Date): PackView {
  return {
    id: pack.id,
    status: pack.status,
    expired: pack.status === 'ACTIVE' && isPastExpiry(pack, now),
    origin: classifyPack(pack),
    totalCredits: pack.totalCredits,
    creditsRemaining: pack.creditsRemaining,
    priceCentsPaid: pack.priceCentsPaid,
    expiresAt: pack.expiresAt?.toISOString() ?? null,
    createdAt: pack.createdAt.toISOString(),
    lowCredit: isLowCredit(pack.creditsRemaining, pack.totalCredits),
  };
}

interface FamilyCredit {
  balance: number;
  packs: PackView[];
  offerPurchase: boolean;
}

/** The usable packs (active, credits left, not past their expiry), soonest expiry first, and their balance. */
export async function familyCredit(db: DbOrTx, userId: string, now: Date): Promise<FamilyCredit> {
  const rows = await db
    .select()
    .from(creditPacks)
    .where(
      and(
        inArray(creditPacks.parentId, familyParentIds(userId)),
        eq(creditPacks.status, 'ACTIVE'),
        gt(creditPacks.creditsRemaining, 0),
        or(isNull(creditPacks.expiresAt), gt(creditPacks.expiresAt, now)),
      ),
    )
    .orderBy(sql`${creditPacks.expiresAt} asc nulls last`, asc(creditPacks.createdAt), asc(creditPacks.id));
  const balance = rows.reduce((sum, pack) => sum + pack.creditsRemaining, 0);
  return {
    balance,
    packs: rows.map((pack) => packView(pack, now)),
    offerPurchase: offerPackPurchase(balance),
  };
}

/**
 * The family's latest credits spent and not given back, newest first: the training's title and start, or the
 * camp's name (a CHF 25 camp payment the back office settled with credit; its date is a day, not a start).
 */
export async function recentConsumptions(
  db: DbOrTx,
  userId: string,
  limit: number,
): Promise<ConsumptionView[]> {
  const rows = await db
    .select(consumptionColumns)
    .from(creditConsumptions)
    .innerJoin(creditPacks, eq(creditPacks.id, creditConsumptions.packId))
    .leftJoin(children, eq(children.id, creditConsumptions.childId))
    .leftJoin(sessions, eq(sessions.id, creditConsumptions.sessionId))
    .leftJoin(camps, eq(camps.id, creditConsumptions.campId))
    .where(and(inArray(creditPacks.parentId, familyParentIds(userId)), isNull(creditConsumptions.revertedAt)))
    .orderBy(desc(creditConsumptions.consumedAt), desc(creditConsumptions.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    childName: personName(row) || null,
    title: row.title,
    date: row.startsAt?.toISOString() ?? null,
    qty: row.qty,
    consumedAt: row.consumedAt.toISOString(),
    revertedAt: row.revertedAt?.toISOString() ?? null,
  }));
}
