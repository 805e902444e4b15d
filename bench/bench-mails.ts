import type { Config } from '../src/server/config';
import { type MailJob, renderMail } from '../src/server/integrations/mail';

// A booking confirmation as the bookings queue it (rendered with the shared layout), numbered so each one is told
// apart on arrival: the bulk mail of bench:mail's rush and of bench:booking's backlog.

export const BOOKING_MAIL_SUBJECT = 'Anmeldung bestätigt';

export function bookingMail(
  config: Config,
  i: number,
  recipient = `familie.${i}@bench.anpfiff.local`,
): MailJob {
  return {
    message: {
      to: [recipient],
      subject: `${BOOKING_MAIL_SUBJECT}: Training Samstag #${i}`,
      ...renderMail(
        {
          heading: BOOKING_MAIL_SUBJECT,
          paragraphs: ['Grüezi', `Ihr Kind ist für das Training am Samstag angemeldet (#${i}).`],
          button: { label: 'Zur Übersicht', url: '/dashboard' },
        },
        config,
      ),
    },
  };
}
