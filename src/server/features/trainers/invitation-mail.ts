import { trainerInvitationMailMessages as texts } from '../../../domain/messages/trainer';
import { personName } from '../../../domain/people/person-name';
import type { AppContext } from '../../context';
import { type MailMessage, maskAhvNumbers, renderMail } from '../../integrations/mail';

/** The invitation to the trainer area: the sign-in link, which leads on to /trainer. */
export function trainerInvitationMail(
  config: AppContext['config'],
  { to, trainer }: { to: string; trainer: { firstName: string; lastName: string } },
): MailMessage {
  const name = maskAhvNumbers(personName(trainer));
  const body = renderMail(
    {
      heading: texts.heading,
      paragraphs: [texts.intro(name, config.PROVIDER_NAME), texts.howTo],
      button: { label: texts.button, url: `/login?redirectTo=${encodeURIComponent('/trainer')}` },
      footer: texts.footer,
    },
    config,
  );
  return { to, subject: texts.subject(config.PROVIDER_NAME), ...body };
}
