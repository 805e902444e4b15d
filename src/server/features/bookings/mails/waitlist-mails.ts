import { waitlistMailMessages as w } from '../../../../domain/messages/booking-mails';
import { personName } from '../../../../domain/people/person-name';
import { formatWeekdayDateTime } from '../../../../domain/time';
import type { MailMessage } from '../../../integrations/mail';
import type { OfferDescription } from '../waitlist-ledger';
import {
  type BookingMailConfig,
  type MailLine,
  type MailParent,
  parentMail,
  paymentLine,
} from './mail-parts';

/** To the parent: a seat came free and the child on the waitlist now holds it ("Ein Platz ist frei geworden"). */
export function waitlistPromotionMail(
  config: BookingMailConfig,
  input: { parent: MailParent; offer: OfferDescription; line: MailLine; freeUntil: Date },
): MailMessage {
  const { offer } = input;
  return parentMail(config, {
    parent: input.parent,
    heading: w.heading,
    subject: w.subject(offer.title),
    paragraphs: [
      w.intro(personName(input.line.child), offer.title),
      `${offer.when}, ${offer.location}`,
      paymentLine(input.line),
      w.freeCancellation(formatWeekdayDateTime(input.freeUntil)),
    ],
    button: { label: w.button, url: offer.url },
  });
}
