import { personName } from '../../../domain/people/person-name';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { childRecordKinds, deleteChildRow, findChildForChange } from './admin-queries';

/**
 * Deletes a child that has no history. Registrations, payments, credit and photo tags are records of the
 * provider's business (and of other families' credit): a child with any of them is refused with what it has
 * (409 CHILD_HAS_RECORDS), and nothing changes. The row lock keeps a booking from slipping in meanwhile.
 */
export async function deleteChildAsAdmin(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminId: string,
  childId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const child = await findChildForChange(tx, childId, 'update');
    if (!child) throw notFound();
    const records = await childRecordKinds(tx, childId);
    if (records.length > 0) throw new AppError('CHILD_HAS_RECORDS', 409, { records });
    // A second parent's access (parent_children) goes with the child.
    await deleteChildRow(tx, childId);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'child.delete',
      subject: { type: 'child', id: childId },
      details: { name: personName(child) },
      at: now,
    });
  });
}
