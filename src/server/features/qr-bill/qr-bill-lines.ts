import { bookingMessages } from '../../../domain/messages/bookings';
import { paymentsPageMessages } from '../../../domain/messages/payment-screens';
import { qrBillMessages } from '../../../domain/messages/qr-bill';
import type { PayableKind } from '../../../domain/payments/payments-api';
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
}

export function qrBillLineOf(payment: BillablePayment): QrBillLine {
  const title = payment.title ?? (payment.kind === 'training' ? '' : bookingMessages.unknownCamp);
  return {
    offer: payment.kind === 'campFee' ? paymentsPageMessages.campFeeTitle(title) : title,
    child: payment.childName ?? bookingMessages.unknownChild,
    date: payment.date === null ? '' : formatDate(payment.date),
    amountCents: payment.amountCents,
  };
}

// The QR code may carry only Latin characters (Basic Latin, Latin-1 Supplement, Latin Extended-A); anything else
// (a dash, a name in another script) becomes a full stop there.
const NOT_QR_TEXT = /[^\u0020-\u007E\u00A0-\u017F]/gu;

/** The payment part's message: one payment's offer and child, or how many payments it pays (max. 140). */
export function qrBillMessageOf(lines: readonly QrBillLine[]): string {
  const [only] = lines;
  const text =
    lines.length === 1 && only
      ? `${only.offer}, ${only.child}`
      : qrBillMessages.severalPayments(lines.length);
  return text.replace(NOT_QR_TEXT, '.').slice(0, 140);
}
