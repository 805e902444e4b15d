import type { AppContext } from '../../context';
import { selectFamilyChildAhv } from './queries';
import { auditedChildAhv } from './reveal-child-ahv';

/**
 * "Anzeigen" on Meine Kinder: a parent (or the linked second parent) sees their own child's full AHV number, through
 * the same audited reveal as an admin's (parent-portal.md section 3: "only via a guarded call"). Another family's
 * child is not found, and nothing is recorded.
 */
export async function revealOwnChildAhv(
  ctx: Pick<AppContext, 'db' | 'ahv' | 'clock'>,
  userId: string,
  childId: string,
): Promise<string> {
  return ctx.db.transaction(async (tx) =>
    auditedChildAhv(ctx, tx, userId, await selectFamilyChildAhv(tx, { userId, childId })),
  );
}
