import { sql } from 'drizzle-orm';
import type { AssignUnmatchedRequest, UnmatchedMoney } from '../../../domain/payments/admin-payments-api';
import { zurichDateTimeToInstant } from '../../../domain/time';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { parseIdParam } from '../../http/id-param';
import { auditMoneySentBack } from '../payments/audit-money-sent-back';
import { payFromUnmatched } from '../payments/pay-from-unmatched';
import { BANK_CREDIT_ID_PREFIX, selectUnmatched } from '../payments/unmatched-money';

// Bank money that matched nothing, resolved by an admin (decision 035): assigned to an open payment of the same
// amount (paid by bank transfer on the credit's booking day), or marked as transferred back by hand (the bank has
// no refund API of ours). The credit row is locked first and its resolution set once: a second click, or a second
// admin, finds it resolved.

export const isBankCreditId = (id: string) => id.startsWith(BANK_CREDIT_ID_PREFIX);

interface LockedCredit extends Record<string, unknown> {
  id: string;
  amount_cents: number;
  booking_date: string;
  resolution: string | null;
}

async function lockUnresolvedCredit(tx: Tx, listId: string): Promise<LockedCredit> {
  const id = parseIdParam(listId.slice(BANK_CREDIT_ID_PREFIX.length));
  const result =
    await tx.execute<LockedCredit>(sql`select id::text, amount_cents, booking_date::text, resolution
    from bank_credits where id = ${id} and outcome = 'unmatched' for update`);
  const credit = result.rows[0];
  if (!credit) throw notFound();
  if (credit.resolution) throw new AppError('UNMATCHED_RESOLVED', 409);
  return credit;
}

export async function assignBankCredit(
  ctx: AppContext,
  adminId: string,
  listId: string,
  target: AssignUnmatchedRequest,
): Promise<UnmatchedMoney> {
  await inRetriedTransaction(ctx.db, async (tx) => {
    const credit = await lockUnresolvedCredit(tx, listId);
    const now = ctx.clock.now();
    const paidAt = zurichDateTimeToInstant(credit.booking_date, '00:00');
    await payFromUnmatched(ctx, tx, { adminId, listId, amountCents: credit.amount_cents, at: now }, target, {
      move: 'PAY_BY_BANK',
      record: { method: 'BANK_TRANSFER', paidAt, bankCreditId: credit.id },
    });
    await tx.execute(sql`update bank_credits set resolution = 'ASSIGNED', resolved_payment_kind = ${target.kind},
      resolved_payment_id = ${target.paymentId}, resolved_by = ${adminId}, resolved_at = ${now}
      where id = ${credit.id}`);
  });
  return (await selectUnmatched(ctx.db, listId))!;
}

/** "Zurücküberwiesen": the admin sent the money back to the payer from the e-banking. */
export async function returnBankCredit(
  ctx: AppContext,
  adminId: string,
  listId: string,
): Promise<UnmatchedMoney> {
  if (!isBankCreditId(listId)) throw new AppError('UNMATCHED_NOT_BANK', 409);
  await inRetriedTransaction(ctx.db, async (tx) => {
    const credit = await lockUnresolvedCredit(tx, listId);
    const now = ctx.clock.now();
    await tx.execute(sql`update bank_credits set resolution = 'RETURNED', resolved_by = ${adminId},
      resolved_at = ${now} where id = ${credit.id}`);
    await auditMoneySentBack(tx, {
      adminId,
      listId,
      action: 'unmatched.return',
      amountCents: credit.amount_cents,
      at: now,
    });
  });
  return (await selectUnmatched(ctx.db, listId))!;
}
