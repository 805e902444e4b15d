import { campRefund } from '../../../domain/bookings/camp-cancellation';
import type { CampCancellationResponse } from '../../../domain/bookings/contracts';
import { campPolicy } from '../../../domain/bookings/offer-policy';
import { isInPromotionGrace } from '../../../domain/bookings/waitlist';
import { isStripeMethod, isUnpaid } from '../../../domain/payments/status';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { campCancellationFees } from '../../db/schema';
import type { Actor } from '../bookings/actor';
import { repriceFamily } from '../bookings/family-prices';
import { campCancellationConfirmation, campCancellationNotice } from '../bookings/mails/camp-mails';
import { campTables } from '../bookings/offer-tables';
import { cancelAndPromote } from '../bookings/promote-from-waitlist';
import { queueCancellationMails } from '../bookings/queue-mails';
import { releaseOpenCampPayment } from '../bookings/release-open-payment';
import { startCancellation } from '../bookings/start-cancellation';
import { queueCampRefund } from '../payments/camp-refund-job';
import { queueLinkDeactivation } from '../payments/deactivate-payment-link';
import { heldPayment, movePayment } from '../payments/payment-state';
import { restoreCredit } from '../payments/refund-payment';
import { campWaitlist } from './camp-waitlist';

/**
 * Cancels one child's camp registration. A paid camp is refunded minus the CHF 100 fee, and a
 * camp_cancellation_fees row records the fee. Paid by card or TWINT: the refund goes through Stripe after the
 * commit (payments/camp-refund-job.ts). Paid by hand: the payment becomes REFUNDED with the refund amount, shown
 * "in Bearbeitung" until an admin confirms the repayment (manual_refund_completed_at). Unpaid: no refund, no fee, and
 * the open payment goes (decision 007).
 */
export async function cancelCamp(
  ctx: AppContext,
  input: CampCancellationRequest,
): Promise<CampCancellationResponse> {
  return cancelAndPromote(ctx, campWaitlist, input.campId, (tx) => cancelCampIn(ctx, tx, input));
}

interface CampCancellationRequest {
  actor: Actor;
  campId: string;
  childId: string;
}

/** The cancellation inside the caller's transaction (an admin's audit row, deleting a camp with registrations). */
export async function cancelCampIn(
  ctx: AppContext,
  tx: Tx,
  input: CampCancellationRequest,
): Promise<CampCancellationResponse> {
  const { actor, campId, childId } = input;
  const now = ctx.clock.now();
  const {
    offer: camp,
    registration,
    payment,
  } = await startCancellation(tx, campTables, campPolicy, { actor, offerId: campId, childId }, now);
  const refund = campRefund({
    paymentStatus: payment?.status,
    paymentMethod: payment?.method,
    amountCents: payment?.amountCents ?? 0,
    freeOfCharge: isInPromotionGrace(registration.freeCancellationUntil, now),
  });

  if (payment?.status === 'SUCCEEDED' && payment.method !== 'GRATIS') {
    if (isStripeMethod(payment.method) && refund.refundCents > 0) {
      // Paid by card or TWINT: Stripe returns the money after the commit, and only then is it REFUNDED
      // (decision 011). The job is stored with the cancellation: an outage delays the refund, never loses it.
      await queueCampRefund(ctx, tx, { campPaymentId: payment.id, amountCents: refund.refundCents });
    } else {
      // Paid with credit (a CHF 25 camp the back office settled): what comes back is the credit, at once.
      const creditBack =
        payment.method === 'CREDIT' &&
        refund.refundCents > 0 &&
        (await restoreCredit(ctx, tx, 'camp', payment, now));
      await movePayment(ctx, tx, {
        kind: 'camp',
        move: 'REFUND',
        payment: heldPayment(payment),
        record: {
          refundCents: refund.refundCents,
          // Nothing to pay back by hand (the fee took it all, or the credit went back): no refund is pending.
          manualRefundCompletedAt: refund.refundCents === 0 || creditBack ? now : null,
        },
        at: now,
      });
    }
    if (refund.feeCents > 0) {
      await tx.insert(campCancellationFees).values({
        childId,
        campId,
        campPaymentId: payment.id,
        amountCents: refund.feeCents,
        status: 'SUCCEEDED',
        method: payment.method,
        paidAt: now,
        createdAt: now,
        updatedAt: now,
      });
    }
  } else if (payment && isUnpaid(payment.status)) {
    // Nothing is owed any more: the admin's payment link of the deleted payment must take no money.
    await queueLinkDeactivation(ctx, tx, await releaseOpenCampPayment(tx, payment.id));
  }

  // The siblings' open payments owe what they would have owed without this child (decision 053).
  await repriceFamily(tx, campTables, camp, childId, now);
  await queueCancellationMails(
    ctx,
    tx,
    { actor, childId, payment, priceCents: camp.priceCents },
    ({ parent, partners, line }) => [
      campCancellationNotice(ctx.config, { parent, line, camp, refund }),
      ...[parent, ...partners].map((to) =>
        campCancellationConfirmation(ctx.config, { parent: to, line, camp, refund }),
      ),
    ],
  );
  return refund;
}
