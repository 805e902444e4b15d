import type { AdminParent } from '../../../domain/parents/admin-parents-api';
import type { ParentEditValues } from '../../../domain/parents/parent-edit';
import { personName } from '../../../domain/people/person-name';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { toAdminParents } from './admin-parent-view';
import { lockParent, selectAdminParent, updateParentRow } from './admin-queries';

const FIELDS = ['firstName', 'lastName', 'mobile'] as const;

/** The admin's "Elternteil bearbeiten": names and mobile; the e-mail and the partner stay the parent's own. */
export async function updateParent(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminId: string,
  parentId: string,
  values: ParentEditValues,
): Promise<AdminParent> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const before = await lockParent(tx, parentId, 'no key update');
    if (!before) throw notFound();
    const changed = FIELDS.filter((field) => before[field] !== values[field]);
    await updateParentRow(tx, { parentId, values: { ...values, name: personName(values) }, now });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'parent.update',
      subject: { type: 'parent', id: parentId },
      details: { changed },
      at: now,
    });
    const row = await selectAdminParent(tx, parentId);
    if (!row) throw notFound();
    const [parent] = await toAdminParents(tx, [row]);
    return parent!;
  });
}
