import type { PayableKind } from '../../../domain/payments/payments-api';
import { campCancellationFees, campPayments, payments } from '../../db/schema';
import type { CheckoutKind } from '../../db/schema/values';

// The three kinds of money a parent can owe live in three tables with the same payment columns
// (db/schema/payment-columns.ts); these maps tie the API's kind, the checkout's kind and the table together.

type PayableTable = typeof payments | typeof campPayments | typeof campCancellationFees;

export const payableTables = {
  training: payments,
  camp: campPayments,
  campFee: campCancellationFees,
} as const satisfies Record<PayableKind, PayableTable>;

export const checkoutKindOf = {
  training: 'TRAINING_PAYMENT',
  camp: 'CAMP_PAYMENT',
  campFee: 'CAMP_FEE',
} as const satisfies Record<PayableKind, CheckoutKind>;

/** The payable kind of a checkout; null for a credit pack. */
export function payableKindOf(kind: CheckoutKind): PayableKind | null {
  const entry = Object.entries(checkoutKindOf).find(([, checkoutKind]) => checkoutKind === kind);
  return entry ? (entry[0] as PayableKind) : null;
}
