import { eq } from 'drizzle-orm';
import { TRAINING_UNIT_CENTS } from '../../../domain/constants';
import { packExpiry } from '../../../domain/payments/credit-packs';
import type { PackGrant } from '../../../domain/payments/credit-packs-admin-api';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { creditPacks } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { selectAdminParent } from '../parents/admin-queries';
import { lockPackOrder } from './pack-orders';

/**
 * A pack the parent paid for in person (cash or TWINT to the provider's phone): how a shop order of "Abo 10+1" is
 * fulfilled (the pack names the order, which no other pack may then name: one grant per order, even for two admins
 * at once, as the order's row lock makes the second wait and find it fulfilled). An ACTIVE pack of origin ADMIN with the price and method recorded, valid CREDIT_PACK_VALIDITY_MONTHS
 * like a bought one, and its audit row in the same transaction. Only a parent's account (never an admin's) gets
 * one. Answers the pack's id, and whether this call made it (false: the same grant key was sent before, and
 * nothing changed).
 */
export async function grantPackAsAdmin(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  adminId: string,
  grant: PackGrant,
): Promise<{ packId: string; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    if (!(await selectAdminParent(tx, grant.parentId))) throw notFound();
    if (grant.shopOrderId) {
      const fulfilled = await lockPackOrder(tx, grant.shopOrderId, grant.parentId);
      // The same grant sent again answers its pack; another grant of a fulfilled order is refused.
      if (fulfilled?.grantKey === grant.grantKey) return { packId: fulfilled.packId, created: false };
      if (fulfilled) throw new AppError('SHOP_ORDER_FULFILLED', 409);
    }
    const [pack] = await tx
      .insert(creditPacks)
      .values({
        parentId: grant.parentId,
        totalCredits: grant.credits,
        creditsRemaining: grant.credits,
        unitValueCents: TRAINING_UNIT_CENTS,
        priceCentsPaid: grant.priceCents,
        status: 'ACTIVE',
        paymentMethod: grant.method,
        origin: 'ADMIN',
        createdAt: now,
        updatedAt: now,
        expiresAt: packExpiry(now, ctx.config.CREDIT_PACK_VALIDITY_MONTHS),
        grantKey: grant.grantKey,
        shopOrderId: grant.shopOrderId ?? null,
      })
      // A second send of the same grant waits for the first to commit and then inserts nothing.
      .onConflictDoNothing({ target: creditPacks.grantKey })
      .returning({ id: creditPacks.id });
    if (!pack) return { packId: await packOfGrant(tx, grant), created: false };
    await recordAudit(tx, {
      actorId: adminId,
      action: 'pack.grant',
      subject: { type: 'pack', id: pack.id },
      details: {
        parentId: grant.parentId,
        credits: grant.credits,
        priceCents: grant.priceCents,
        method: grant.method,
        ...(grant.shopOrderId ? { shopOrderId: grant.shopOrderId } : {}),
      },
      at: now,
    });
    return { packId: pack.id, created: true };
  });
}

/** The pack an earlier send of this grant made; a key reused for another parent is refused. */
async function packOfGrant(tx: Tx, grant: PackGrant): Promise<string> {
  const [earlier] = await tx
    .select({ id: creditPacks.id, parentId: creditPacks.parentId })
    .from(creditPacks)
    .where(eq(creditPacks.grantKey, grant.grantKey));
  if (!earlier || earlier.parentId !== grant.parentId) throw new AppError('CONFLICT', 409);
  return earlier.id;
}
