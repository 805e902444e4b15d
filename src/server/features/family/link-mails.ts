import { partnerLinkMailMessages as texts } from '../../../domain/messages/family';
import type { AppContext } from '../../context';
import { type MailMessage, maskAhvNumbers, renderMail } from '../../integrations/mail';

// The mails of the second-parent link. Names are typed by parents: an AHV number typed into one is masked, so a
// mail is never refused for it (the queue refuses any mail holding a full AHV number).

type Config = AppContext['config'];

/** To the named address; one text for every address, whether or not it has an account (decision 012). */
export function offerMail(
  config: Config,
  { to, inviter }: { to: string; inviter: { name: string; email: string } },
): MailMessage {
  const from = maskAhvNumbers(inviter.name);
  const body = renderMail(
    {
      heading: texts.offer.heading,
      paragraphs: [
        texts.offer.intro(from, inviter.email, config.PROVIDER_NAME),
        texts.offer.shares,
        texts.offer.howTo,
      ],
      button: { label: texts.offer.button, url: '/profile' },
      footer: texts.offer.footer,
    },
    config,
  );
  return { to, subject: texts.offer.subject(from), ...body };
}

/** To the parent who offered the link, once it is accepted. */
export function acceptedMail(config: Config, { to, name }: { to: string; name: string }): MailMessage {
  const body = renderMail(
    {
      heading: texts.accepted.heading,
      paragraphs: [texts.accepted.body(maskAhvNumbers(name))],
      button: { label: texts.accepted.button, url: '/meine-kinder' },
    },
    config,
  );
  return { to, subject: texts.accepted.subject, ...body };
}

/** To the other parent of an accepted link that one of them ended. */
export function endedMail(config: Config, { to, name }: { to: string; name: string }): MailMessage {
  const body = renderMail(
    {
      heading: texts.ended.heading,
      paragraphs: [texts.ended.body(maskAhvNumbers(name)), texts.ended.consequence],
      button: { label: texts.ended.button, url: '/meine-kinder' },
    },
    config,
  );
  return { to, subject: texts.ended.subject, ...body };
}
