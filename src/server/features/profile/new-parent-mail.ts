import { newParentMailMessages as texts } from '../../../domain/messages/auth-mails';
import { personName } from '../../../domain/people/person-name';
import type { Config } from '../../config';
import { type MailMessage, renderMail } from '../../integrations/mail';

/** Tells the provider that a parent completed the profile (the spec's new-user notification). */
export function newParentMail(
  config: Config,
  parent: { firstName: string; lastName: string; email: string; mobile: string },
): MailMessage {
  const name = personName(parent);
  const body = renderMail(
    {
      heading: texts.heading,
      paragraphs: [texts.intro, texts.details({ name, email: parent.email, mobile: parent.mobile })],
      footer: texts.footer,
    },
    config,
  );
  return { to: config.PROVIDER_MAIL, replyTo: parent.email, subject: texts.subject(name), ...body };
}
