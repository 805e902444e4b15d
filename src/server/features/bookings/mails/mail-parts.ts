import type { RegistrationPayment } from '../../../../domain/bookings/contracts';
import { bookingMailMessages } from '../../../../domain/messages/booking-mails';
import { familyPriceMessages } from '../../../../domain/messages/family-prices';
import { paymentStatusLabel, visibleMethodLabel } from '../../../../domain/payments/status';
import { personName } from '../../../../domain/people/person-name';
import { type MailBranding, type MailMessage, renderMail } from '../../../integrations/mail';
import type { BookedPayment } from '../offer-seats';

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
  /** The sibling discount the booking priced it with, where the caller knows it (decision 053). */
  payment: Pick<RegistrationPayment, 'status' | 'method' | 'amountCents'> &
    Partial<Pick<BookedPayment, 'discountCents' | 'discountPercent'>>;
}

export function paymentLine({ child, payment }: MailLine): string {
  const line = bookingMailMessages.paymentLine(
    personName(child),
    payment.amountCents,
    paymentStatusLabel(payment.status),
    visibleMethodLabel(payment.method),
  );
  const { discountCents = 0, discountPercent = 0 } = payment;
  return discountCents > 0
    ? `${line} · ${familyPriceMessages.mailDiscount(discountPercent, discountCents)}`
    : line;
}

function parentLine(parent: MailParent): string {
  return bookingMailMessages.parentLine({
    name: personName(parent) || parent.email,
    email: parent.email,
    mobile: parent.mobile,
  });
}

/** A notice to the provider about a parent's booking: the parent's line closes it, and a reply goes to the parent. */
export function providerNotice(
  config: BookingMailConfig,
  notice: { heading: string; subject: string; paragraphs: string[]; parent: MailParent },
): MailMessage {
  const body = renderMail(
    {
      heading: notice.heading,
      paragraphs: [...notice.paragraphs, parentLine(notice.parent)],
      footer: bookingMailMessages.providerFooter,
    },
    config,
  );
  return { to: config.PROVIDER_MAIL, replyTo: notice.parent.email, subject: notice.subject, ...body };
}

/** A mail to the parent: greeted by first name, with a button to the page it concerns and the usual footer. */
export function parentMail(
  config: BookingMailConfig,
  mail: {
    parent: MailParent;
    heading: string;
    subject: string;
    paragraphs: string[];
    button: { label: string; url: string };
  },
): MailMessage {
  const body = renderMail(
    {
      heading: mail.heading,
      paragraphs: [bookingMailMessages.greeting(mail.parent.firstName), ...mail.paragraphs],
      button: mail.button,
      footer: bookingMailMessages.footer,
    },
    config,
  );
  return { to: mail.parent.email, subject: mail.subject, ...body };
}
