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
 * NO_PAYMENT: on time and not paid (no payment, open, failed), or nothing that was money (already refunded, marked
 * paid as GRATIS by an admin): nothing is kept, owed or given back.
 * REFUNDED: paid and on time: one credit worth one training unit comes back, or, for a seat paid with money at a
 * sibling discount, the money that was paid (decision 053: no credit is worth more than the seat cost).
 * NO_REFUND: late: the unit is forfeited when paid, and stays owed when not paid yet (`feeOwed`, decision 033).
 */
export type TrainingCancellationOutcome = 'NO_PAYMENT' | 'REFUNDED' | 'NO_REFUND';

/**
 * RESTORE_CONSUMED_CREDIT: the training was paid with a credit; that consumption is reverted.
 * GOODWILL_CREDIT_PACK: paid in money; a one-credit pack at price 0 is created (see classifyPack: GOODWILL).
 * MONEY_BACK: paid in money below the list price (a sibling discount): the amount paid goes back the way it came.
 */
export type TrainingRefundKind = 'RESTORE_CONSUMED_CREDIT' | 'GOODWILL_CREDIT_PACK' | 'MONEY_BACK';

export interface TrainingCancellation {
  /** More than 20 hours before the start. */
  onTime: boolean;
  deadline: Date;
  /** Real hours from now to the start (negative once started), as the confirmation mail reports them. */
  hoursUntilStart: number;
  outcome: TrainingCancellationOutcome;
  creditBack: 0 | 1;
  refundKind: TrainingRefundKind | null;
  /** MONEY_BACK: the amount paid, returned in money; 0 otherwise. */
  refundCents: number;
  /**
   * Late and not paid yet (open or failed, or no payment record): the CHF 25 is owed all the same (admin spec
   * section 9: "fee CHF 25, no credit"), so the open payment stays due.
   */
  feeOwed: boolean;
}

/** Before the 20-hour cutoff, or before the end of a promoted child's free cancellation when that is later. */
export function isCancellationOnTime(input: {
  startsAt: InstantInput;
  now: InstantInput;
  freeUntil?: InstantInput | null;
}): boolean {
  const deadline = cancellationDeadline(input.startsAt);
  const freeUntil = input.freeUntil == null ? deadline : toInstant(input.freeUntil);
  return toInstant(input.now).getTime() < Math.max(deadline.getTime(), freeUntil.getTime());
}

export function classifyTrainingCancellation(input: {
  startsAt: InstantInput;
  now: InstantInput;
  /** The effective status of the booking's payment; null/undefined when there is no payment record. */
  paymentStatus: PaymentStatus | null | undefined;
  paymentMethod: PaymentMethod | null | undefined;
  /** What the payment charged and the training's list price: a seat paid below it gets its money back. */
  paidCents?: number | null;
  listPriceCents?: number;
  /** A registration from the waitlist may be cancelled as if on time until then (issue 16). */
  freeUntil?: InstantInput | null;
}): TrainingCancellation {
  const startsAt = toInstant(input.startsAt);
  const now = toInstant(input.now);
  const deadline = cancellationDeadline(startsAt);
  const onTime = isCancellationOnTime(input);
  const hoursUntilStart = (startsAt.getTime() - now.getTime()) / MS_PER_HOUR;
  const base = { onTime, deadline, hoursUntilStart, refundCents: 0 };

  const status = input.paymentStatus ?? 'REQUIRES_PAYMENT';
  if (isUnpaid(status)) {
    // Cancelling late does not make an unpaid unit free: otherwise not paying and cancelling a minute before the
    // start would cost nothing, where paying first costs CHF 25.
    return onTime
      ? { ...base, outcome: 'NO_PAYMENT', creditBack: 0, refundKind: null, feeOwed: false }
      : { ...base, outcome: 'NO_REFUND', creditBack: 0, refundKind: null, feeOwed: true };
  }
  // GRATIS is "paid" without money: a credit back would be money from nothing, and nothing can be forfeited.
  if (status === 'REFUNDED' || input.paymentMethod === 'GRATIS') {
    return { ...base, outcome: 'NO_PAYMENT', creditBack: 0, refundKind: null, feeOwed: false };
  }
  if (!onTime) return { ...base, outcome: 'NO_REFUND', creditBack: 0, refundKind: null, feeOwed: false };
  const paid = input.paidCents ?? null;
  if (
    input.paymentMethod !== 'CREDIT' &&
    paid !== null &&
    input.listPriceCents !== undefined &&
    paid < input.listPriceCents
  ) {
    // A credit is worth a whole training: for a seat bought at a discount it would be worth more than was paid.
    return {
      ...base,
      outcome: 'REFUNDED',
      creditBack: 0,
      refundKind: 'MONEY_BACK',
      refundCents: paid,
      feeOwed: false,
    };
  }
  return {
    ...base,
    feeOwed: false,
    outcome: 'REFUNDED',
    creditBack: 1,
    refundKind: input.paymentMethod === 'CREDIT' ? 'RESTORE_CONSUMED_CREDIT' : 'GOODWILL_CREDIT_PACK',
  };
}
