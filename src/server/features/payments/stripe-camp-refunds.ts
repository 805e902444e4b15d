import { sql } from 'drizzle-orm';
import type { StripeCampRefund } from '../../../domain/payments/admin-payments-api';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { CAMP_REFUND_QUEUE, type CampRefundJob, queueCampRefund } from './camp-refund-job';

// Refunds of cancelled camps paid online live as jobs until Stripe has refunded (decision 011). The Refunds tab
// shows those still waiting, and those whose retries ran out, so money owed back is never forgotten; a failed one
// can be queued again (the refund's idempotency key still makes it refund once).

interface Row extends Record<string, unknown> {
  camp_payment_id: string;
  child_first: string | null;
  child_last: string | null;
  camp_name: string | null;
  amount_cents: number;
  refund_cents: number;
  state: string;
  attempts: number;
  queued_at: string;
}

/** The latest job per camp payment still unpaid back: waiting, retrying or failed. */
export async function selectStripeCampRefunds(db: DbOrTx): Promise<StripeCampRefund[]> {
  const result = await db.execute<Row>(sql`select latest.*, ch.first_name as child_first,
      ch.last_name as child_last, c.name as camp_name, p.amount_cents
    from (
      select distinct on (j.data->>'campPaymentId') j.data->>'campPaymentId' as camp_payment_id,
        (j.data->>'amountCents')::int as refund_cents, j.state::text as state, j.retry_count as attempts,
        to_char(j.created_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as queued_at
      from pgboss.job j where j.name = ${CAMP_REFUND_QUEUE}
      order by j.data->>'campPaymentId', j.created_on desc
    ) latest
    join camp_payments p on p.id::text = latest.camp_payment_id and p.status = 'SUCCEEDED'
    join children ch on ch.id = p.child_id join camps c on c.id = p.camp_id
    where latest.state in ('created', 'retry', 'active', 'failed')
    order by latest.queued_at`);
  return result.rows.map((row) => ({
    campPaymentId: row.camp_payment_id,
    childName: [row.child_first, row.child_last].filter(Boolean).join(' ') || null,
    campName: row.camp_name,
    originalCents: row.amount_cents,
    refundCents: row.refund_cents,
    state: row.state === 'failed' ? 'FAILED' : 'QUEUED',
    attempts: row.attempts,
    queuedAt: row.queued_at,
  }));
}

/** "Erneut versuchen": a failed Stripe refund of a still-paid camp payment is queued again, audited. */
export async function retryCampRefund(
  ctx: AppContext,
  adminId: string,
  campPaymentId: string,
): Promise<void> {
  await inRetriedTransaction(ctx.db, async (tx) => {
    await tx.execute(sql`select id from camp_payments where id = ${campPaymentId} for update`);
    const refund = (await selectStripeCampRefunds(tx)).find((r) => r.campPaymentId === campPaymentId);
    if (!refund) {
      const exists = await tx.execute(sql`select 1 from camp_payments where id = ${campPaymentId}`);
      if (exists.rows.length === 0) throw notFound();
      throw new AppError('REFUND_NOT_FAILED', 409);
    }
    if (refund.state !== 'FAILED') throw new AppError('REFUND_NOT_FAILED', 409);
    const job: CampRefundJob = { campPaymentId, amountCents: refund.refundCents };
    await queueCampRefund(ctx, tx, job);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'payment.refund_retry',
      subject: { type: 'payment', id: campPaymentId },
      details: { kind: 'camp', amountCents: refund.refundCents },
      at: ctx.clock.now(),
    });
  });
}
