import type { TrainingCancellationResponse } from '../../../domain/bookings/contracts';
import { trainingPolicy } from '../../../domain/bookings/offer-policy';
import { classifyTrainingCancellation } from '../../../domain/bookings/training-cancellation';
import { isStripeMethod, isUnpaid } from '../../../domain/payments/status';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../bookings/actor';
import { repriceFamily } from '../bookings/family-prices';
import { keepLateCancellationFee } from '../bookings/keep-late-cancellation-fee';
import { trainingCancellationMail, trainingMoneyBackNotice } from '../bookings/mails/training-mails';
import { trainingTables } from '../bookings/offer-tables';
import { cancelAndPromote } from '../bookings/promote-from-waitlist';
import { queueCancellationMails } from '../bookings/queue-mails';
import { releaseOpenTrainingPayment } from '../bookings/release-open-payment';
import { startCancellation } from '../bookings/start-cancellation';
import { queueCampRefund } from '../payments/camp-refund-job';
import { queueLinkDeactivation } from '../payments/deactivate-payment-link';
import { heldPayment, movePayment } from '../payments/payment-state';
import { refundAsCredit } from './credit-refund';
import { forgetSharedTrainings } from './shared-trainings';
import { trainingWaitlist } from './training-waitlist';

/**
 * Cancels one child's training registration and settles what it cost, by the 20-hour rule on the service's clock:
 * unpaid and on time = free (the open payment goes), unpaid and late = the open payment stays due (decision 033),
 * paid and on time = one credit back (a seat paid with money at a sibling discount: the amount paid, decision 053),
 * paid and late = forfeited.
 */
export async function cancelTraining(
  ctx: AppContext,
  input: TrainingCancellationRequest,
): Promise<TrainingCancellationResponse> {
  return cancelAndPromote(ctx, trainingWaitlist, input.sessionId, (tx) =>
    cancelTrainingIn(ctx, tx, input),
  ).finally(() => forgetSharedTrainings(ctx.db));
}

interface TrainingCancellationRequest {
  actor: Actor;
  sessionId: string;
  childId: string;
  /** The provider deletes the training: a late cancellation owes nothing unpaid (decision 033). */
  waiveLateFee?: boolean;
}

/** The cancellation inside the caller's transaction (an admin's audit row, deleting a training with bookings). */
export async function cancelTrainingIn(
  ctx: AppContext,
  tx: Tx,
  input: TrainingCancellationRequest,
): Promise<TrainingCancellationResponse> {
  const { actor, sessionId, childId } = input;
  const now = ctx.clock.now();
  const {
    offer: session,
    registration,
    payment,
  } = await startCancellation(
    tx,
    trainingTables,
    trainingPolicy,
    { actor, offerId: sessionId, childId },
    now,
  );
  const classified = classifyTrainingCancellation({
    startsAt: session.startsAt,
    now,
    paymentStatus: payment?.status,
    paymentMethod: payment?.method,
    paidCents: payment?.amountCents,
    listPriceCents: session.priceCents,
    freeUntil: registration.freeCancellationUntil,
  });
  // Nothing to keep owing without a payment record, or when the provider cancels the training itself.
  const cancellation =
    classified.feeOwed && (!payment || input.waiveLateFee)
      ? { ...classified, outcome: 'NO_PAYMENT' as const, feeOwed: false }
      : classified;
  if (payment && cancellation.feeOwed) {
    await keepLateCancellationFee(tx, payment.id, now);
  } else if (payment && isUnpaid(payment.status)) {
    // Nothing is owed any more: the admin's payment link of the deleted payment must take no money.
    await queueLinkDeactivation(ctx, tx, await releaseOpenTrainingPayment(tx, payment.id));
  }
  // Paid with money below the list price: the money goes back as the admin's "Rückerstatten" sends it, by Stripe
  // after the commit (the job is stored with the cancellation), or by hand, which the provider is told to do.
  const moneyBackByHand =
    payment && cancellation.refundKind === 'MONEY_BACK' && !isStripeMethod(payment.method);
  if (payment && cancellation.refundKind === 'MONEY_BACK') {
    if (moneyBackByHand) {
      await movePayment(ctx, tx, {
        kind: 'training',
        move: 'REFUND',
        payment: heldPayment(payment),
        at: now,
      });
    } else {
      await queueCampRefund(ctx, tx, {
        trainingPaymentId: payment.id,
        amountCents: cancellation.refundCents,
      });
    }
  } else if (payment && cancellation.refundKind) {
    await refundAsCredit(ctx, tx, {
      rsvp: { id: registration.id, sessionId, childId },
      payment: heldPayment(payment),
      refundKind: cancellation.refundKind,
      now,
      validityMonths: ctx.config.CREDIT_PACK_VALIDITY_MONTHS,
    });
  }
  // The siblings' open payments owe what they would have owed without this child (decision 053), unless the family
  // still pays for this seat: a late cancellation forfeits or still owes it, so it still counts as a paying child.
  if (cancellation.outcome !== 'NO_REFUND') await repriceFamily(tx, trainingTables, session, childId, now);

  await queueCancellationMails(
    ctx,
    tx,
    { actor, childId, payment, priceCents: session.priceCents },
    ({ parent, partners, line }) => [
      ...(moneyBackByHand
        ? [
            trainingMoneyBackNotice(ctx.config, {
              parent,
              session,
              line,
              refundCents: cancellation.refundCents,
            }),
          ]
        : []),
      ...[parent, ...partners].map((to) =>
        trainingCancellationMail(ctx.config, { parent: to, session, line, cancellation }),
      ),
    ],
  );
  return {
    outcome: cancellation.outcome,
    onTime: cancellation.onTime,
    deadline: cancellation.deadline.toISOString(),
    creditBack: cancellation.creditBack,
    refundCents: cancellation.refundCents,
    feeOwed: cancellation.feeOwed,
  };
}
