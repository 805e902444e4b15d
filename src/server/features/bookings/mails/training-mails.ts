import type { TrainingCancellation } from '../../../../domain/bookings/training-cancellation';
import {
  bookingMailMessages as m,
  trainingMailMessages as t,
} from '../../../../domain/messages/booking-mails';
import { personName } from '../../../../domain/people/person-name';
import { formatTime, formatWeekdayDateTime } from '../../../../domain/time';
import type { MailMessage } from '../../../integrations/mail';
import {
  type BookingMailConfig,
  type MailLine,
  type MailParent,
  parentMail,
  paymentLine,
  providerNotice,
} from './mail-parts';

interface MailTraining {
  title: string;
  startsAt: Date;
  endsAt: Date | null;
  location: string;
}

/** 'Samstag, 14.03.2026, 10:00–11:45' in Zurich time. */
export function trainingWhen(session: MailTraining): string {
  const start = formatWeekdayDateTime(session.startsAt);
  return session.endsAt ? `${start}–${formatTime(session.endsAt)}` : start;
}

/** To the parent: the children just registered, each with the payment the booking created. */
export function trainingRegistrationMail(
  config: BookingMailConfig,
  input: { parent: MailParent; session: MailTraining; lines: MailLine[]; deadline: Date },
): MailMessage {
  const when = trainingWhen(input.session);
  return parentMail(config, {
    parent: input.parent,
    heading: t.registrationHeading,
    subject: t.registrationSubject(input.session.title, when),
    paragraphs: [
      t.registrationIntro(input.lines.length),
      t.details({ ...input.session, when }),
      [t.paymentsHeading, ...input.lines.map(paymentLine)].join('\n'),
      m.seatConfirmedOnPayment,
      t.deadline(formatWeekdayDateTime(input.deadline)),
    ],
    button: { label: t.button, url: '/tiz-trainings' },
  });
}

function cancellationOutcome(cancellation: TrainingCancellation): string {
  if (cancellation.feeOwed) return t.outcomeLateUnpaid;
  if (cancellation.refundKind === 'MONEY_BACK') return t.outcomeMoneyBack(cancellation.refundCents);
  return t.outcome[cancellation.outcome];
}

/** To the provider: a discounted seat paid by hand was cancelled on time; its money is to be paid back by hand. */
export function trainingMoneyBackNotice(
  config: BookingMailConfig,
  input: { parent: MailParent; session: MailTraining; line: MailLine; refundCents: number },
): MailMessage {
  const child = personName(input.line.child);
  return providerNotice(config, {
    heading: t.moneyBackNoticeHeading,
    subject: t.moneyBackNoticeSubject(input.session.title, child),
    paragraphs: [
      t.moneyBackNotice(child, input.session.title, trainingWhen(input.session), input.refundCents),
      paymentLine(input.line),
    ],
    parent: input.parent,
  });
}

/** To the parent: the cancellation, the payment as it stood, and what it cost (NO_PAYMENT, REFUNDED or NO_REFUND). */
export function trainingCancellationMail(
  config: BookingMailConfig,
  input: {
    parent: MailParent;
    session: MailTraining;
    line: MailLine;
    cancellation: TrainingCancellation;
  },
): MailMessage {
  const when = trainingWhen(input.session);
  return parentMail(config, {
    parent: input.parent,
    heading: t.cancellationHeading,
    subject: t.cancellationSubject(input.session.title, when),
    paragraphs: [
      t.cancellationIntro(personName(input.line.child), input.session.title, when),
      paymentLine(input.line),
      cancellationOutcome(input.cancellation),
      t.hoursUntilStart(input.cancellation.hoursUntilStart),
    ],
    button: { label: t.button, url: '/tiz-trainings' },
  });
}
