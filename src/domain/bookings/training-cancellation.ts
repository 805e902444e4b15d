// What cancelling a training costs. The cutoff is counted in real elapsed time (milliseconds), not wall-clock
// hours: across a DST switch "20 hours before Sunday 10:00" is Saturday 13:00 (March) or 15:00 (October).
import { CANCELLATION_CUTOFF_HOURS } from '../constants';
import { isUnpaid, type PaymentMethod, type PaymentStatus } from '../payments/status';
import { type InstantInput, toInstant } from '../time/instant';

const MS_PER_HOUR = 3_600_000;

/** The last instant is excluded: cancelling exactly 20 hours before the start is already late. */
export function cancellationDeadline(startsAt: InstantInput): Date {
  return new Date(toInstant(startsAt).getTime() - CANCELLATION_CUTOFF_HOURS * MS_PER_HOUR);
}

/**
 * NO_PAYMENT: nothing was paid (no payment, open, failed, already refunded, or marked paid as GRATIS by an admin),
 * so nothing is kept or given back.
 * REFUNDED: paid and on time: one credit worth one training unit comes back.
 * NO_REFUND: paid and late: the unit is forfeited.
 */
export type TrainingCancellationOutcome = 'NO_PAYMENT' | 'REFUNDED' | 'NO_REFUND';

/**
 * RESTORE_CONSUMED_CREDIT: the training was paid with a credit; that consumption is reverted.
 * GOODWILL_CREDIT_PACK: paid in money; a one-credit pack at price 0 is created (see classifyPack: GOODWILL).
 */
export type TrainingRefundKind = 'RESTORE_CONSUMED_CREDIT' | 'GOODWILL_CREDIT_PACK';

export interface TrainingCancellation {
  /** More than 20 hours before the start. */
  onTime: boolean;
  deadline: Date;
  /** Real hours from now to the start (negative once started), as the confirmation mail reports them. */
  hoursUntilStart: number;
  outcome: TrainingCancellationOutcome;
  creditBack: 0 | 1;
  refundKind: TrainingRefundKind | null;
}

export function classifyTrainingCancellation(input: {
  startsAt: InstantInput;
  now: InstantInput;
  /** The effective status of the booking's payment; null/undefined when there is no payment record. */
  paymentStatus: PaymentStatus | null | undefined;
  paymentMethod: PaymentMethod | null | undefined;
  /** A registration from the waitlist may be cancelled as if on time until then (issue 16). */
  freeUntil?: InstantInput | null;
}): TrainingCancellation {
  const startsAt = toInstant(input.startsAt);
  const now = toInstant(input.now);
  const deadline = cancellationDeadline(startsAt);
  const freeUntil = input.freeUntil == null ? deadline : toInstant(input.freeUntil);
  const onTime = now.getTime() < Math.max(deadline.getTime(), freeUntil.getTime());
  const hoursUntilStart = (startsAt.getTime() - now.getTime()) / MS_PER_HOUR;
  const base = { onTime, deadline, hoursUntilStart };

  const status = input.paymentStatus ?? 'REQUIRES_PAYMENT';
  // GRATIS is "paid" without money: a credit back would be money from nothing, and nothing can be forfeited.
  if (isUnpaid(status) || status === 'REFUNDED' || input.paymentMethod === 'GRATIS') {
    return { ...base, outcome: 'NO_PAYMENT', creditBack: 0, refundKind: null };
  }
  if (!onTime) return { ...base, outcome: 'NO_REFUND', creditBack: 0, refundKind: null };
  return {
    ...base,
    outcome: 'REFUNDED',
    creditBack: 1,
    refundKind: input.paymentMethod === 'CREDIT' ? 'RESTORE_CONSUMED_CREDIT' : 'GOODWILL_CREDIT_PACK',
  };
}
