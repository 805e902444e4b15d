import type { AdminChildEditValues } from '../../../domain/children/admin-child-edit';
import type { AdminChild } from '../../../domain/children/admin-children-api';
import type { AppContext } from '../../context';
import { ahvColumnsFor } from '../../crypto/ahv-columns';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { toAdminChildren } from './admin-child-view';
import { findChildForChange, selectAdminChild, updateChildRow } from './admin-queries';

const FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'jerseySize', 'clubName', 'level'] as const;

/**
 * The admin's "Kind bearbeiten" for any family's child. An absent or unchanged masked AHV keeps the stored number;
 * the audit row names the fields that changed, never a value of the AHV.
 */
export async function updateChildAsAdmin(
  ctx: Pick<AppContext, 'db' | 'ahv' | 'clock'>,
  adminId: string,
  childId: string,
  values: AdminChildEditValues,
): Promise<AdminChild> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const before = await findChildForChange(tx, childId, 'no key update');
    if (!before) throw notFound();
    const { ahv, ...fields } = values;
    const changed: string[] = FIELDS.filter((field) => before[field] !== fields[field]);
    if (ahv !== undefined) changed.push('ahv');
    await updateChildRow(tx, {
      childId,
      values: { ...fields, ...(ahv === undefined ? {} : ahvColumnsFor(ctx.ahv, ahv)) },
      now,
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'child.update',
      subject: { type: 'child', id: childId },
      details: { changed },
      at: now,
    });
    const row = await selectAdminChild(tx, childId);
    if (!row) throw notFound();
    const [child] = await toAdminChildren(tx, [row]);
    return child!;
  });
}
