import type { AppContext } from '../../context';
import { FOREIGN_KEY_VIOLATION, pgError } from '../../db/pg-error';
import { AppError, notFound } from '../../errors';
import { enqueueMail } from '../../integrations/mail';
import { recordAudit } from '../audit/record-audit';
import { displayName, requireProfile } from '../family/family-profile';
import { revokeLink } from '../family/grant-link';
import { lockFamilyLinks } from '../family/link-lock';
import { endedMail } from '../family/link-mails';
import { findAcceptedLink, partnerIdOf } from '../family/queries';
import { countChildrenOf, deleteParentRow, lockParent } from './admin-queries';

/**
 * Deletes a parent's account, only while they have registered no children (admin-back-office.md section 5;
 * the database refuses it too). An accepted second-parent link ends first as if they had ended it (the partner keeps
 * their own children and packs and gets the usual mail); offers, shares, sign-in accounts and sessions go with the
 * profile. Credit packs and their history stay with the provider's books: such an account is refused. Any refusal
 * rolls everything back.
 */
export async function deleteParent(
  ctx: Pick<AppContext, 'db' | 'clock' | 'jobs' | 'config'>,
  adminId: string,
  parentId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await lockFamilyLinks(tx, 'exclusive');
    const parent = await lockParent(tx, parentId, 'update');
    if (!parent) throw notFound();
    const ownChildren = await countChildrenOf(tx, parentId);
    if (ownChildren > 0) throw new AppError('PARENT_HAS_CHILDREN', 409, { children: ownChildren });

    const link = await findAcceptedLink(tx, parentId);
    if (link) {
      const partner = await requireProfile(tx, partnerIdOf(link, parentId));
      await revokeLink(tx, { link, now });
      await enqueueMail(ctx.jobs, endedMail(ctx.config, { to: partner.email, name: displayName(parent) }), {
        tx,
        about: { userIds: [parentId] },
        family: true,
      });
    }
    try {
      await tx.transaction((savepoint) => deleteParentRow(savepoint, parentId));
    } catch (err) {
      if (pgError(err)?.code !== FOREIGN_KEY_VIOLATION) throw err;
      throw new AppError('PARENT_HAS_RECORDS', 409);
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: 'parent.delete',
      subject: { type: 'parent', id: parentId },
      details: { name: displayName(parent), partnerUnlinked: link !== undefined },
      at: now,
    });
  });
}
