import type { PayableKind } from '../payments/payments-api';
import { mayMove } from '../payments/transitions';
import type { BankCreditReason, PaymentStatus } from '../payments/values';

// Which open payments a bank credit pays (decision 035). A QR reference names a set of payments (the items of one
// QR-bill); the credit pays them all when it brings exactly what they still ask for and every one of them is still
// open. Anything else (no or an unknown reference, a payment cancelled since the bill, one paid meanwhile, too
// little, too much) pays nothing: the money waits in the unmatched list for an admin, with the reason.

export interface ReferencedPayment {
  kind: PayableKind;
  id: string;
  status: PaymentStatus;
  /** What the payment asks for now. */
  amountCents: number;
}

export interface ReferencedSet {
  /** What the bill asked for when it was made. */
  amountCents: number;
  /** The payments still there; an open one deleted since (cancelled in time) is missing. */
  payments: readonly ReferencedPayment[];
  /** The items' amounts when the bill was made, summed over the payments still there. */
  itemsCents: number;
}

export type BankCreditMatch =
  | { outcome: 'applied'; payments: ReferencedPayment[] }
  | { outcome: 'unmatched'; reason: BankCreditReason };

/** The decision for one credit; `set` is what its reference names (undefined: unknown, null: no reference). */
export function matchBankCredit(amountCents: number, set: ReferencedSet | null | undefined): BankCreditMatch {
  if (set === null) return { outcome: 'unmatched', reason: 'NO_REFERENCE' };
  if (set === undefined) return { outcome: 'unmatched', reason: 'UNKNOWN_REFERENCE' };
  if (set.payments.length === 0 || set.itemsCents !== set.amountCents) {
    return { outcome: 'unmatched', reason: 'PAYMENT_GONE' };
  }
  if (!set.payments.every((payment) => mayMove('PAY_BY_BANK', payment))) {
    return { outcome: 'unmatched', reason: 'ALREADY_PAID' };
  }
  const owed = set.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  if (amountCents < owed) return { outcome: 'unmatched', reason: 'PARTLY_PAID' };
  if (amountCents > owed) return { outcome: 'unmatched', reason: 'OVERPAID' };
  return { outcome: 'applied', payments: [...set.payments] };
}
