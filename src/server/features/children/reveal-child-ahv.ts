import { AHV_LENGTH, formatAhv } from '../../../domain/ahv';
import { personName } from '../../../domain/people/person-name';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { findChildForChange } from './admin-queries';

type Ctx = Pick<AppContext, 'db' | 'ahv' | 'clock'>;

/**
 * The one way a child's full AHV number leaves the server (docs/reliability.md promise 3): decrypted here,
 * with the reveal written to the audit log in the caller's transaction (who, whose number, never the number),
 * so none leaves unrecorded. `child` is what the caller's query found: undefined answers 404.
 */
export async function auditedChildAhv(
  ctx: Ctx,
  tx: DbOrTx,
  actorId: string,
  child: { id: string; firstName: string; lastName: string; ahvEncrypted: string | null } | undefined,
): Promise<string> {
  if (!child) throw notFound();
  if (!child.ahvEncrypted) throw new AppError('AHV_NOT_STORED', 404);
  const digits = ctx.ahv.decrypt(child.ahvEncrypted);
  await recordAudit(tx, {
    actorId,
    action: 'child.ahv_reveal',
    subject: { type: 'child', id: child.id },
    details: { whose: personName(child) },
    at: ctx.clock.now(),
  });
  return digits.length === AHV_LENGTH ? formatAhv(digits) : digits;
}

/** A child's full AHV number for an admin, any family's. */
export async function revealChildAhv(ctx: Ctx, adminId: string, childId: string): Promise<string> {
  return ctx.db.transaction(async (tx) =>
    auditedChildAhv(ctx, tx, adminId, await findChildForChange(tx, childId, 'none')),
  );
}
