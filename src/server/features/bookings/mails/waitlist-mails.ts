import {
  bookingMailMessages as m,
  waitlistMailMessages as w,
} from '../../../../domain/messages/booking-mails';
import { personName } from '../../../../domain/people/person-name';
import { formatWeekdayDateTime } from '../../../../domain/time';
import { type MailMessage, renderMail } from '../../../integrations/mail';
import type { OfferDescription } from '../waitlist-ledger';
import { type BookingMailConfig, type MailLine, type MailParent, paymentLine } from './mail-parts';

/** To the parent: a seat came free and the child on the waitlist now holds it ("Ein Platz ist frei geworden"). */
export function waitlistPromotionMail(
  config: BookingMailConfig,
  input: { parent: MailParent; offer: OfferDescription; line: MailLine; freeUntil: Date },
): MailMessage {
  const { offer } = input;
  const body = renderMail(
    {
      heading: w.heading,
      paragraphs: [
        m.greeting(input.parent.firstName),
        w.intro(personName(input.line.child), offer.title),
        `${offer.when}, ${offer.location}`,
        paymentLine(input.line),
        w.freeCancellation(formatWeekdayDateTime(input.freeUntil)),
      ],
      button: { label: w.button, url: offer.url },
      footer: m.footer,
    },
    config,
  );
  return { to: input.parent.email, subject: w.subject(offer.title), ...body };
}
