import type { DeletionCodeAnswer } from '../../../domain/my-data/my-data-api';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { findDeletionBlockers } from './deletion-blockers';
import { checkDeletionCode, requestDeletionCode } from './deletion-code';
import { type ErasureCounts, eraseFamily } from './erase-family';

// The two steps of a deletion (decision 037). The request is refused early while something is open (no code goes
// out for a deletion that would be refused) and is an audit row; the confirmation checks the fresh code, then erases.

export async function requestDeletion(
  ctx: AppContext,
  parent: { id: string; email: string },
): Promise<DeletionCodeAnswer> {
  const now = ctx.clock.now();
  const blockers = await findDeletionBlockers(ctx.db, parent.id, now);
  if (blockers.length > 0) throw new AppError('ACCOUNT_DELETION_BLOCKED', 409, { blockers: blockers.length });
  const answer = await requestDeletionCode(ctx, parent);
  await recordAudit(ctx.db, {
    actorId: parent.id,
    action: 'parent.erase_request',
    subject: { type: 'parent', id: parent.id },
    at: now,
  });
  return answer;
}

export async function confirmDeletion(
  ctx: AppContext,
  parentId: string,
  code: string,
): Promise<ErasureCounts> {
  await checkDeletionCode(ctx, parentId, code);
  return eraseFamily(ctx, parentId);
}
