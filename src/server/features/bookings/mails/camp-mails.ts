import type { CampRefund } from '../../../../domain/bookings/camp-cancellation';
import { campCancellationText } from '../../../../domain/bookings/cancellation-texts';
import { campMailMessages as c, bookingMailMessages as m } from '../../../../domain/messages/booking-mails';
import { isStripeMethod } from '../../../../domain/payments/status';
import { personName } from '../../../../domain/people/person-name';
import { formatDateRange, formatTimeOfDay } from '../../../../domain/time';
import type { MailMessage } from '../../../integrations/mail';
import { campConfirmationAttachment } from '../../camp-confirmation/attachment-ref';
import {
  type BookingMailConfig,
  type MailLine,
  type MailParent,
  parentMail,
  paymentLine,
  providerNotice,
} from './mail-parts';

interface MailCamp {
  name: string;
  startDate: string;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  location: string;
}

function campDetails(camp: MailCamp): string {
  const times =
    camp.startTime && camp.endTime
      ? `${formatTimeOfDay(camp.startTime)}–${formatTimeOfDay(camp.endTime)}`
      : null;
  return c.details({
    name: camp.name,
    dates: formatDateRange(camp.startDate, camp.endDate),
    times,
    location: camp.location,
  });
}

interface CampBooking {
  parent: MailParent;
  camp: MailCamp;
  lines: MailLine[];
}

/**
 * To the parent: the registration and its payment, with the cancellation fee rule, and each child's confirmation
 * PDF attached when sent (decision 054).
 */
export function campConfirmationMail(
  config: BookingMailConfig,
  input: CampBooking & { camp: { id: string } },
): MailMessage {
  const mail = parentMail(config, {
    parent: input.parent,
    heading: c.confirmationHeading,
    subject: c.confirmationSubject(input.camp.name),
    paragraphs: [
      c.confirmationIntro(input.lines.length),
      campDetails(input.camp),
      input.lines.map(paymentLine).join('\n'),
      m.seatConfirmedOnPayment,
      c.feeNote,
    ],
    button: { label: c.button, url: '/camps' },
  });
  const attachments = input.lines.map((l) =>
    campConfirmationAttachment({ campId: input.camp.id, childId: l.child.id }),
  );
  return { ...mail, attachments };
}

/** To the provider: who registered which children. */
export function campRegistrationNotice(config: BookingMailConfig, input: CampBooking): MailMessage {
  const names = input.lines.map((l) => personName(l.child)).join(', ');
  return providerNotice(config, {
    heading: c.registrationNoticeHeading,
    subject: c.registrationNoticeSubject(input.camp.name, names),
    paragraphs: [c.registrationNoticeIntro, campDetails(input.camp), input.lines.map(paymentLine).join('\n')],
    parent: input.parent,
  });
}

interface CampCancellation {
  parent: MailParent;
  camp: MailCamp;
  line: MailLine;
  refund: CampRefund;
}

/** Card and TWINT money goes back through Stripe by itself; the provider must not pay it back a second time. */
function refundStatus({ refund, line }: CampCancellation): string {
  if (refund.feeCents === 0 && refund.refundCents === 0) return c.noRefund;
  return isStripeMethod(line.payment.method) && refund.refundCents > 0
    ? c.refundThroughStripe
    : c.refundInProgress;
}

/** To the provider: the cancellation, the refund owed and the fee kept. */
export function campCancellationNotice(config: BookingMailConfig, input: CampCancellation): MailMessage {
  const child = personName(input.line.child);
  return providerNotice(config, {
    heading: c.cancellationNoticeHeading,
    subject: c.cancellationNoticeSubject(input.camp.name, child),
    paragraphs: [
      c.cancellationNoticeIntro(child),
      campDetails(input.camp),
      paymentLine(input.line),
      [c.refundLine(input.refund.refundCents, input.refund.feeCents), refundStatus(input)].join('\n'),
    ],
    parent: input.parent,
  });
}

/** To the parent: the cancellation and the refund (the amount minus the fee, or nothing when unpaid). */
export function campCancellationConfirmation(
  config: BookingMailConfig,
  input: CampCancellation,
): MailMessage {
  return parentMail(config, {
    parent: input.parent,
    heading: c.cancellationHeading,
    subject: c.cancellationSubject(input.camp.name),
    paragraphs: [
      c.cancellationIntro(personName(input.line.child), input.camp.name),
      campDetails(input.camp),
      campCancellationText(input.refund),
    ],
    button: { label: c.button, url: '/camps' },
  });
}
