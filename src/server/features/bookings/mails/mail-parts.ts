import type { RegistrationPayment } from '../../../../domain/bookings/contracts';
import { bookingMailMessages } from '../../../../domain/messages/booking-mails';
import { paymentStatusLabel, visibleMethodLabel } from '../../../../domain/payments/status';
import { personName } from '../../../../domain/people/person-name';
import type { MailBranding } from '../../../integrations/mail';

// What every booking mail is built from. Names and addresses are read inside the booking transaction.

export type BookingMailConfig = MailBranding & { PROVIDER_MAIL: string };

export interface MailParent {
  email: string;
  firstName: string | null;
  lastName: string | null;
  mobile: string | null;
}

export interface MailChild {
  id: string;
  firstName: string;
  lastName: string;
}

export interface MailLine {
  child: MailChild;
  payment: Pick<RegistrationPayment, 'status' | 'method' | 'amountCents'>;
}

export function paymentLine({ child, payment }: MailLine): string {
  return bookingMailMessages.paymentLine(
    personName(child),
    payment.amountCents,
    paymentStatusLabel(payment.status),
    visibleMethodLabel(payment.method),
  );
}

export function parentLine(parent: MailParent): string {
  return bookingMailMessages.parentLine({
    name: personName(parent) || parent.email,
    email: parent.email,
    mobile: parent.mobile,
  });
}
