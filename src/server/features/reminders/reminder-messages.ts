import { cancellationDeadline } from '../../../domain/bookings/training-cancellation';
import {
  bookingMailMessages,
  campMailMessages,
  trainingMailMessages,
} from '../../../domain/messages/booking-mails';
import { qrBillMessages } from '../../../domain/messages/qr-bill';
import { reminderMailMessages as m, reminderPushMessages as p } from '../../../domain/messages/reminders';
import { qrBillApi } from '../../../domain/payments/qr-bill-api';
import { personName } from '../../../domain/people/person-name';
import { PUSH_BODY_MAX, PUSH_TITLE_MAX } from '../../../domain/push/push-compose';
import { campCancellableUntil } from '../../../domain/reminders/reminder-schedule';
import {
  formatDateRange,
  formatTimeOfDay,
  formatWeekdayDate,
  formatWeekdayDateTime,
} from '../../../domain/time';
import type { Config } from '../../config';
import { type MailBranding, type MailLink, type MailMessage, renderMail } from '../../integrations/mail';
import { trainingWhen } from '../bookings/mails/training-mails';
import type { PushMessage } from '../push';
import type { CandidateOffer, ReminderCandidate } from './find-candidates';
import type { ReminderRecipient } from './queries';

// What a reminder says, by mail and by push: what, when, where and until when a cancellation is possible, all in
// Zurich time; a payment reminder names what is owed and links to the payments page, where "Bezahlen" opens the
// checkout (card or TWINT).

type Offer = CandidateOffer;
type TrainingOffer = Extract<Offer, { kind: 'training' }>;
type CampOffer = Extract<Offer, { kind: 'camp' }>;

const PAYMENTS_PATH = '/zahlungen';

function trainingDetails(offer: TrainingOffer): string {
  return trainingMailMessages.details({ ...offer, when: trainingWhen(offer) });
}

function campDates(offer: CampOffer): string {
  return formatDateRange(offer.startDate, offer.endDate);
}

function campDetails(offer: CampOffer): string {
  const times =
    offer.startTime && offer.endTime
      ? `${formatTimeOfDay(offer.startTime)}–${formatTimeOfDay(offer.endTime)}`
      : null;
  return campMailMessages.details({
    name: offer.title,
    dates: campDates(offer),
    times,
    location: offer.location,
  });
}

const childNames = (items: readonly ReminderCandidate[]) => items.map((item) => personName(item.child));

/** The reminder before a training or a camp, to one parent. */
export function startReminderMail(
  config: MailBranding,
  parent: ReminderRecipient,
  offer: Offer,
  items: readonly ReminderCandidate[],
): MailMessage {
  // The training's and the camp's mail differ only in their texts, details, deadline and page.
  const kind =
    offer.kind === 'training'
      ? {
          subject: m.trainingSubject(offer.title, trainingWhen(offer)),
          heading: m.trainingHeading,
          intro: m.trainingIntro(childNames(items)),
          details: trainingDetails(offer),
          deadline: m.trainingDeadline(formatWeekdayDateTime(cancellationDeadline(offer.startsAt))),
          button: { label: m.trainingButton, url: '/tiz-trainings' },
        }
      : {
          subject: m.campSubject(offer.title, campDates(offer)),
          heading: m.campHeading,
          intro: m.campIntro(childNames(items)),
          details: campDetails(offer),
          deadline: m.campDeadline(formatWeekdayDate(campCancellableUntil(offer))),
          button: { label: m.campButton, url: '/camps' },
        };
  const body = renderMail(
    {
      heading: kind.heading,
      paragraphs: [bookingMailMessages.greeting(parent.firstName), kind.intro, kind.details, kind.deadline],
      button: kind.button,
      footer: m.footer,
    },
    config,
  );
  return { to: parent.email, subject: kind.subject, ...body };
}

/**
 * The QR-bill of each reminded payment, when a QR-IBAN is configured: a link to the signed-in download, not an
 * attachment (the mail stays small, and the bill always shows the payment's current state).
 */
function qrBillLinks(offer: Offer, items: readonly ReminderCandidate[]): MailLink[] {
  return items.map((item) => ({
    label:
      items.length === 1
        ? qrBillMessages.reminderLinkLabel
        : qrBillMessages.reminderLinkLabelFor(personName(item.child)),
    url: `/api${qrBillApi.payment(offer.kind, item.subjectId)}`,
  }));
}

/** The reminder of open payments for one offer, to one parent; `lastCall` the day before the offer. */
export function paymentReminderMail(
  config: MailBranding & Pick<Config, 'qrBill'>,
  parent: ReminderRecipient,
  offer: Offer,
  items: readonly ReminderCandidate[],
  lastCall: boolean,
): MailMessage {
  const name =
    offer.kind === 'training'
      ? `${offer.title} am ${trainingWhen(offer)}`
      : `${offer.title} (${campDates(offer)})`;
  const body = renderMail(
    {
      heading: m.paymentHeading,
      paragraphs: [
        bookingMailMessages.greeting(parent.firstName),
        lastCall ? m.paymentLastCallIntro : m.paymentIntro,
        offer.kind === 'training' ? trainingDetails(offer) : campDetails(offer),
        items.map((item) => m.paymentLine(personName(item.child), item.amountCents ?? 0)).join('\n'),
        m.paymentHowTo,
        ...(config.qrBill ? [qrBillMessages.reminderLink, ...qrBillLinks(offer, items)] : []),
      ],
      button: { label: m.paymentButton, url: PAYMENTS_PATH },
      footer: m.footer,
    },
    config,
  );
  return {
    to: parent.email,
    subject: lastCall ? m.paymentLastCallSubject(name) : m.paymentSubject(name),
    ...body,
  };
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** The push before a training or a camp: no names of children on a lock screen, only the offer. */
export function startReminderPush(offer: Offer): PushMessage {
  if (offer.kind === 'training') {
    return {
      title: clip(p.trainingTitle(offer.title), PUSH_TITLE_MAX),
      body: clip(
        p.trainingBody(
          trainingWhen(offer),
          offer.location,
          formatWeekdayDateTime(cancellationDeadline(offer.startsAt)),
        ),
        PUSH_BODY_MAX,
      ),
      url: '/tiz-trainings',
    };
  }
  return {
    title: clip(p.campTitle(offer.title), PUSH_TITLE_MAX),
    body: clip(
      p.campBody(campDates(offer), offer.location, formatWeekdayDate(campCancellableUntil(offer))),
      PUSH_BODY_MAX,
    ),
    url: '/camps',
  };
}
