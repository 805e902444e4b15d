import { eq } from 'drizzle-orm';
import { erasedFamilyName } from '../../../domain/my-data/my-data-api';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { children, profiles } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { enqueueMail } from '../../integrations/mail';
import { recordAudit } from '../audit/record-audit';
import { requireProfile } from '../family/family-profile';
import { revokeLink } from '../family/grant-link';
import { lockFamilyLinks } from '../family/link-lock';
import { findAcceptedLink, partnerIdOf } from '../family/queries';
import { findDeletionBlockers } from './deletion-blockers';
import { type ErasedFamily, erasedEmail, keptRowErasures, removedRows } from './erasure-lists';
import { partnerDeletedMail } from './partner-deleted-mail';
import { scrubAuditDetails, scrubQueuedJobs, scrubStripePayloads } from './scrub-records';

// The account deletion (issue 18, decision 037): ONE transaction that touches only this family. Refused while a
// booking is ahead or money is open. The parent's and their children's personal data is removed or overwritten (the
// lists in erasure-lists.ts); payments, packs and registrations stay under the pseudonym "Gelöschte Familie #…", so
// every sum still balances. A linked second parent is told by mail and keeps their own account and children.

export interface ErasureCounts {
  children: number;
  removed: Record<string, number>;
  anonymised: Record<string, number>;
  partnerTold: boolean;
}

async function lockParent(tx: Tx, parentId: string) {
  const [row] = await tx
    .select({
      id: profiles.id,
      email: profiles.email,
      role: profiles.role,
    })
    .from(profiles)
    .where(eq(profiles.id, parentId))
    .for('update');
  return row;
}

export async function eraseFamily(
  ctx: Pick<AppContext, 'db' | 'clock' | 'jobs' | 'config'>,
  parentId: string,
): Promise<ErasureCounts> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await lockFamilyLinks(tx, 'exclusive');
    const parent = await lockParent(tx, parentId);
    if (parent?.role !== 'parent') throw notFound();
    // The children's rows before the check: a booking (its foreign key takes a share lock on the child) that
    // committed before is seen by it, one that comes after waits for this transaction.
    const kids = await tx
      .select({ id: children.id })
      .from(children)
      .where(eq(children.parentId, parentId))
      .for('update');
    const blockers = await findDeletionBlockers(tx, parentId, now);
    if (blockers.length > 0)
      throw new AppError('ACCOUNT_DELETION_BLOCKED', 409, { blockers: blockers.length });

    const family: ErasedFamily = { parentId, email: parent.email, childIds: kids.map((k) => k.id) };

    const link = await findAcceptedLink(tx, parentId);
    if (link) {
      const partner = await requireProfile(tx, partnerIdOf(link, parentId));
      await revokeLink(tx, { link, now });
      await enqueueMail(ctx.jobs, partnerDeletedMail(ctx.config, partner.email), { tx, family: true });
    }

    const removed: Record<string, number> = {};
    for (const { name, run } of removedRows(family)) removed[name] = (await run(tx)).rowCount ?? 0;
    const anonymised: Record<string, number> = {};
    for (const { name, run } of keptRowErasures(family)) anonymised[name] = (await run(tx)).rowCount ?? 0;
    anonymised.auditEntries = await scrubAuditDetails(tx, family, erasedFamilyName(parentId));
    anonymised.stripeEvents = await scrubStripePayloads(tx, family, erasedEmail(parentId));
    removed.queuedJobs = await scrubQueuedJobs(tx, family);

    const counts = { children: kids.length, removed, anonymised, partnerTold: link !== undefined };
    await recordAudit(tx, {
      actorId: parentId,
      action: 'parent.erase',
      subject: { type: 'parent', id: parentId },
      details: { ...counts },
      at: now,
    });
    return counts;
  });
}
