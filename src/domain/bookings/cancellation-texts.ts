// Which words a cancellation gets: the rules (training-cancellation.ts, camp-cancellation.ts) classify it, the
// catalogue holds the words, and this file picks them, so the catalogue needs to know nothing of bookings.
import { campCancellationMessages as c, trainingCancellationMessages as m } from '../messages/bookings';
import type { CampRefund } from './camp-cancellation';
import type { TrainingCancellation } from './training-cancellation';

/** The explanation for a classified training cancellation (shown before confirming and in the confirmation). */
export function trainingCancellationText(
  result: Pick<TrainingCancellation, 'outcome' | 'feeOwed' | 'refundKind' | 'refundCents' | 'deadline'>,
): string {
  switch (result.outcome) {
    case 'NO_PAYMENT':
      return m.unpaid;
    case 'NO_REFUND':
      return result.feeOwed ? m.lateUnpaid : m.late;
    case 'REFUNDED':
      if (result.refundKind === 'MONEY_BACK') return m.onTimeMoneyBack(result.deadline, result.refundCents);
      return result.refundKind === 'RESTORE_CONSUMED_CREDIT'
        ? m.onTimeCreditRestored(result.deadline)
        : m.onTimeCreditGiven(result.deadline);
  }
}

/** The explanation for a camp cancellation. */
export function campCancellationText({ refundCents, feeCents }: CampRefund): string {
  if (feeCents === 0 && refundCents === 0) return c.unpaid;
  return c.feeDeducted(feeCents, refundCents);
}
