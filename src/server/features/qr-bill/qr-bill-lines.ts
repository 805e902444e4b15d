import { bookingMessages } from '../../../domain/messages/bookings';
import { paymentsPageMessages } from '../../../domain/messages/payment-screens';
import { qrBillMessages } from '../../../domain/messages/qr-bill';
import type { PayableKind } from '../../../domain/payments/payments-api';
import { toQrText } from '../../../domain/payments/qr-text';
import { formatDate } from '../../../domain/time/zurich';
import type { QrBillLine } from './render-qr-bill-pdf';

// A payment as a line of the bill, in the words /zahlungen uses for it.

export interface BillablePayment {
  kind: PayableKind;
  amountCents: number;
  childName: string | null;
  /** Training title or camp name. */
  title: string | null;
  /** Training start, or camp start day 'YYYY-MM-DD'. */
  date: Date | string | null;
  /** The sibling discount (decision 053): its reason is printed with the offer. */
  discount?: { reason: string };
}

export function qrBillLineOf(payment: BillablePayment): QrBillLine {
  const title = payment.title ?? (payment.kind === 'training' ? '' : bookingMessages.unknownCamp);
  const offer = payment.kind === 'campFee' ? paymentsPageMessages.campFeeTitle(title) : title;
  return {
    offer: payment.discount ? qrBillMessages.withDiscount(offer, payment.discount.reason) : offer,
    child: payment.childName ?? bookingMessages.unknownChild,
    date: payment.date === null ? '' : formatDate(payment.date),
    amountCents: payment.amountCents,
  };
}

/** The payment part's message: one payment's offer and child, or how many payments it pays (max. 140). */
export function qrBillMessageOf(lines: readonly QrBillLine[]): string {
  const [only] = lines;
  const text =
    lines.length === 1 && only
      ? `${only.offer}, ${only.child}`
      : qrBillMessages.severalPayments(lines.length);
  return toQrText(text).slice(0, 140);
}
