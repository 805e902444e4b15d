import { TRAINING_UNIT_CENTS } from '../../../domain/constants';
import { packExpiry } from '../../../domain/payments/credit-packs';
import type { PackGrant } from '../../../domain/payments/credit-packs-admin-api';
import type { AppContext } from '../../context';
import { creditPacks } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { selectAdminParent } from '../parents/admin-queries';

/**
 * A pack the parent paid for in person (cash or TWINT to the provider's phone): how a shop order of "Abo 10+1" is
 * fulfilled. An ACTIVE pack of origin ADMIN with the price and method recorded, valid CREDIT_PACK_VALIDITY_MONTHS
 * like a bought one, and its audit row in the same transaction. Only a parent's account (never an admin's) gets
 * one. Answers the new pack's id.
 */
export async function grantPackAsAdmin(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  adminId: string,
  grant: PackGrant,
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    if (!(await selectAdminParent(tx, grant.parentId))) throw notFound();
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
      })
      .returning({ id: creditPacks.id });
    if (!pack) throw new Error('The pack insert returned no row');
    await recordAudit(tx, {
      actorId: adminId,
      action: 'pack.grant',
      subject: { type: 'pack', id: pack.id },
      details: {
        parentId: grant.parentId,
        credits: grant.credits,
        priceCents: grant.priceCents,
        method: grant.method,
      },
      at: now,
    });
    return pack.id;
  });
}
