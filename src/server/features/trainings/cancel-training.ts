import { and, eq, isNull } from 'drizzle-orm';
import type { TrainingCancellationResponse } from '../../../domain/bookings/contracts';
import { classifyTrainingCancellation } from '../../../domain/bookings/training-cancellation';
import { isTrainingOpen } from '../../../domain/bookings/training-open';
import { isUnpaid } from '../../../domain/payments/status';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { rsvps, sessions } from '../../db/schema';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { type Actor, assertMayActFor } from '../bookings/actor';
import { keepLateCancellationFee } from '../bookings/keep-late-cancellation-fee';
import { trainingCancellationMail } from '../bookings/mails/training-mails';
import { promoteFromWaitlist } from '../bookings/promote-from-waitlist';
import { mailLines, mailParentFor, queueBookingMails } from '../bookings/queue-mails';
import { lockActiveRsvp, lockRsvpPayment } from '../bookings/registration-locks';
import { releaseOpenTrainingPayment } from '../bookings/release-open-payment';
import { queueLinkDeactivation } from '../payments/deactivate-payment-link';
import { heldPayment } from '../payments/payment-state';
import { refundAsCredit } from './credit-refund';
import { forgetSharedTrainings } from './shared-trainings';
import { trainingWaitlist } from './training-waitlist';

/**
 * Cancels one child's training registration and settles what it cost, by the 20-hour rule on the service's clock:
 * unpaid and on time = free (the open payment goes), unpaid and late = the open payment stays due (decision 033),
 * paid and on time = one credit back, paid and late = forfeited.
 */
export async function cancelTraining(
  ctx: AppContext,
  input: TrainingCancellationRequest,
): Promise<TrainingCancellationResponse> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const result = await cancelTrainingIn(ctx, tx, input);
    // Issue 16: the freed seat goes to the first child on the waitlist, in this same transaction.
    await promoteFromWaitlist(ctx, tx, trainingWaitlist, input.sessionId);
    return result;
  }).finally(() => forgetSharedTrainings(ctx.db));
}

export interface TrainingCancellationRequest {
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
  await assertMayActFor(tx, actor, [childId]);
  const [session] = await tx
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.deletedAt)));
  if (!session) throw notFound();
  if (actor.role !== 'admin' && !isTrainingOpen(session.startsAt, now)) {
    throw new AppError('TRAINING_CLOSED', 409);
  }
  const rsvp = await lockActiveRsvp(tx, sessionId, childId);
  const payment = await lockRsvpPayment(tx, rsvp);
  const classified = classifyTrainingCancellation({
    startsAt: session.startsAt,
    now,
    paymentStatus: payment?.status,
    paymentMethod: payment?.method,
    freeUntil: rsvp.freeCancellationUntil,
  });
  // Nothing to keep owing without a payment record, or when the provider cancels the training itself.
  const cancellation =
    classified.feeOwed && (!payment || input.waiveLateFee)
      ? { ...classified, outcome: 'NO_PAYMENT' as const, feeOwed: false }
      : classified;

  await tx.update(rsvps).set({ cancelledAt: now, cancelledBy: actor.userId }).where(eq(rsvps.id, rsvp.id));
  if (payment && cancellation.feeOwed) {
    await keepLateCancellationFee(tx, payment.id, now);
  } else if (payment && isUnpaid(payment.status)) {
    // Nothing is owed any more: the admin's payment link of the deleted payment must take no money.
    await queueLinkDeactivation(ctx, tx, await releaseOpenTrainingPayment(tx, payment.id));
  }
  if (payment && cancellation.refundKind) {
    await refundAsCredit(ctx, tx, {
      rsvp,
      payment: heldPayment(payment),
      refundKind: cancellation.refundKind,
      now,
      validityMonths: ctx.config.CREDIT_PACK_VALIDITY_MONTHS,
    });
  }

  await queueBookingMails(ctx, tx, { childIds: [childId] }, async (db) => {
    const parent = await mailParentFor(db, actor, childId);
    const [line] = await mailLines(db, [
      {
        childId,
        payment: payment ?? { status: 'REQUIRES_PAYMENT', method: null, amountCents: session.priceCents },
      },
    ]);
    if (!line) return [];
    return [trainingCancellationMail(ctx.config, { parent, session, line, cancellation })];
  });
  return {
    outcome: cancellation.outcome,
    onTime: cancellation.onTime,
    deadline: cancellation.deadline.toISOString(),
    creditBack: cancellation.creditBack,
    feeOwed: cancellation.feeOwed,
  };
}
