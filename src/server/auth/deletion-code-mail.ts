import { myDataMailMessages } from '../../domain/messages/my-data';
import type { Config } from '../config';
import { type MailMessage, renderMail } from '../integrations/mail';

const texts = myDataMailMessages.code;

/** The code that confirms an account deletion (decision 037): no link, the code is typed on the deletion page. */
export function deletionCodeMail(config: Config, params: { email: string; code: string }): MailMessage {
  const body = renderMail(
    {
      heading: texts.heading,
      paragraphs: [texts.intro, { code: params.code }, texts.validity, texts.notYou],
    },
    config,
  );
  return { to: params.email, subject: texts.subject(config.PROVIDER_NAME), ...body };
}
