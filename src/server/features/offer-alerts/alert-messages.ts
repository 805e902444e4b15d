import { bookingMailMessages } from '../../../domain/messages/booking-mails';
import {
  offerAlertMailMessages as m,
  offerAlertPushMessages as p,
} from '../../../domain/messages/offer-alerts';
import { alertChildName } from '../../../domain/offer-alerts/offer-alerts';
import { PUSH_BODY_MAX, PUSH_TITLE_MAX } from '../../../domain/push/push-compose';
import {
  type DateOnly,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatWeekdayDateTime,
} from '../../../domain/time';
import { type MailBranding, type MailMessage, renderMail } from '../../integrations/mail';
import type { PushMessage } from '../push';
import type { AlertOffer, PendingAlert } from './alert-queries';

// What an alert says (decision 052): the offer, when it is, the child by first name and initial, and what changed.
// Nothing else of the child or the family: no health data, no AHV number, no amount. The push names no child.

type Recipient = PendingAlert['recipient'];

function offerWhen(offer: AlertOffer): string {
  return offer.startsAt
    ? formatWeekdayDateTime(offer.startsAt)
    : formatDateRange(offer.startDate ?? '', offer.endDate);
}

/** Where the reader sees the offer: a trainer's session page, the back office's list for an admin. */
function offerUrl(recipient: Recipient, offer: AlertOffer): string {
  if (recipient.admin) return offer.kind === 'training' ? '/admin/trainings' : '/admin/camps';
  return `/trainer/${offer.kind === 'training' ? 'trainings' : 'camps'}/${encodeURIComponent(offer.id)}`;
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** One change, to one person. */
export function changeMail(config: MailBranding, alert: PendingAlert): MailMessage {
  const { offer, recipient } = alert;
  const when = offerWhen(offer);
  const body = renderMail(
    {
      heading: m.changeHeading(alert.change),
      paragraphs: [
        bookingMailMessages.greeting(recipient.firstName),
        m.offerLine(offer.title, when),
        m.line(alertChildName(alert.child), alert.change),
      ],
      button: { label: m.button, url: offerUrl(recipient, offer) },
      footer: m.footer,
    },
    config,
  );
  return { to: recipient.email, subject: m.changeSubject(alert.change, offer.title, when), ...body };
}

export function changePush(alert: PendingAlert): PushMessage {
  return {
    title: clip(p.changeTitle(alert.change), PUSH_TITLE_MAX),
    body: clip(p.changeBody(alert.offer.title, offerWhen(alert.offer)), PUSH_BODY_MAX),
    url: offerUrl(alert.recipient, alert.offer),
  };
}

/** The day's digest to one person: the changes by offer, each with its moment, oldest first. */
export function digestMail(
  config: MailBranding,
  day: DateOnly,
  alerts: readonly PendingAlert[],
): MailMessage {
  const first = alerts[0];
  if (!first) throw new Error('digest without changes');
  const byOffer = new Map<string, PendingAlert[]>();
  for (const alert of alerts) byOffer.set(alert.offer.id, [...(byOffer.get(alert.offer.id) ?? []), alert]);
  const sections = [...byOffer.values()].map((items) => {
    const offer = (items[0] as PendingAlert).offer;
    const lines = items.map((item) =>
      m.datedLine(formatDateTime(item.createdAt), alertChildName(item.child), item.change),
    );
    return [m.offerLine(offer.title, offerWhen(offer)), ...lines].join('\n');
  });
  const body = renderMail(
    {
      heading: m.digestHeading,
      paragraphs: [
        bookingMailMessages.greeting(first.recipient.firstName),
        m.digestIntro(alerts.length),
        ...sections,
      ],
      button: { label: m.digestButton, url: first.recipient.admin ? '/admin' : '/trainer' },
      footer: m.digestFooter,
    },
    config,
  );
  return { to: first.recipient.email, subject: m.digestSubject(formatDate(day), alerts.length), ...body };
}

export function digestPush(recipient: Recipient, count: number): PushMessage {
  return { title: p.digestTitle, body: p.digestBody(count), url: recipient.admin ? '/admin' : '/trainer' };
}
