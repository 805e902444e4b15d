import { guardNoticeMailMessages as texts } from '../../../domain/messages/auth-mails';
import type { Config } from '../../config';
import { type MailMessage, renderMail } from '../../integrations/mail';
import { GUARD_MS, GUARDED_RESEND_COOLDOWN_MS, MAX_CONSECUTIVE_FAILURES } from './limits';

/** Tells the owner that their e-mail is guarded after 100 wrong codes in a row, and that they can still sign in. */
export function guardNoticeMail(config: Config, email: string): MailMessage {
  const body = renderMail(
    {
      heading: texts.heading,
      paragraphs: [
        texts.what(MAX_CONSECUTIVE_FAILURES),
        texts.protection(GUARD_MS / 3_600_000, GUARDED_RESEND_COOLDOWN_MS / 60_000),
        texts.ownerStillSignsIn,
      ],
      button: { label: texts.button, url: '/login' },
      footer: texts.footer,
    },
    config,
  );
  return { to: email, subject: texts.subject(config.PROVIDER_NAME), ...body };
}
