import { myDataMailMessages } from '../../../domain/messages/my-data';
import type { Config } from '../../config';
import { type MailMessage, renderMail } from '../../integrations/mail';

const texts = myDataMailMessages.partner;

/**
 * To the linked second parent when the other deletes their account. It names nobody: the deleted parent's name must
 * not live on in the mail queue, and there was only one link, so the partner knows who.
 */
export function partnerDeletedMail(config: Config, to: string): MailMessage {
  const body = renderMail(
    {
      heading: texts.heading,
      paragraphs: [texts.body, texts.consequence],
      button: { label: 'Meine Kinder', url: '/meine-kinder' },
    },
    config,
  );
  return { to, subject: texts.subject, ...body };
}
