import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { adminAudited } from './admin-audit';
import { findAdministrator } from './administrators-queries';
import { deleteSecondFactor } from './queries';

/**
 * Another admin lost their factor: it is removed (TOTP, passkeys, recovery codes) and every session of theirs ends,
 * audited in the same transaction; they enrol again at their next sign-in. Nobody resets their own: an attacker
 * holding only an admin's mailbox must not get past the factor by resetting it.
 */
export async function resetSecondFactor(
  ctx: AppContext,
  params: { actorId: string; adminId: string },
): Promise<void> {
  if (params.actorId === params.adminId) throw new AppError('SECOND_FACTOR_OWN_RESET', 403);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const admin = await findAdministrator(tx, params.adminId);
    if (!admin) throw notFound();
    await deleteSecondFactor(tx, admin.id);
    await recordAudit(tx, {
      actorId: params.actorId,
      action: 'admin.second_factor_reset',
      ...adminAudited(admin),
      at: now,
    });
  });
}
