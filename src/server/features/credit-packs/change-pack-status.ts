import type { PackStatusChange } from '../../../domain/payments/credit-packs-admin-api';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { leaveActive, selectAdminPack } from './admin-queries';

/**
 * An admin expires or cancels a pack, only from ACTIVE (admin-back-office.md section 3): its remaining credits are
 * forfeited. The move and its audit row commit together; a pack no longer ACTIVE (or taken by another admin a
 * moment earlier) is refused with 409 PACK_NOT_ACTIVE and nothing changes.
 */
export async function changePackStatus(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminId: string,
  packId: string,
  { status }: PackStatusChange,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const left = await leaveActive(tx, { packId, status, now });
    if (!left) {
      if (!(await selectAdminPack(tx, packId))) throw notFound();
      throw new AppError('PACK_NOT_ACTIVE', 409);
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: status === 'EXPIRED' ? 'pack.expire' : 'pack.cancel',
      subject: { type: 'pack', id: packId },
      details: { creditsForfeited: left.creditsRemaining },
      at: now,
    });
  });
}
