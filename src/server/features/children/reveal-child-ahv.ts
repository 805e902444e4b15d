import { AHV_LENGTH, formatAhv } from '../../../domain/ahv';
import { personName } from '../../../domain/people/person-name';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { findChildForChange } from './admin-queries';

/**
 * A child's full AHV number for an admin (RELIABILITY.md promise 3): decrypted only here, with the reveal written
 * to the audit log in the same transaction (whose number, never the number), so none leaves the server unrecorded.
 */
export async function revealChildAhv(
  ctx: Pick<AppContext, 'db' | 'ahv' | 'clock'>,
  adminId: string,
  childId: string,
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const child = await findChildForChange(tx, childId, 'none');
    if (!child) throw notFound();
    if (!child.ahvEncrypted) throw new AppError('AHV_NOT_STORED', 404);
    const digits = ctx.ahv.decrypt(child.ahvEncrypted);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'child.ahv_reveal',
      subject: { type: 'child', id: childId },
      details: { whose: personName(child) },
      at: ctx.clock.now(),
    });
    return digits.length === AHV_LENGTH ? formatAhv(digits) : digits;
  });
}
