import { secondFactorMailMessages as texts } from '../../../domain/messages/auth-mails';
import { formatDateTime } from '../../../domain/time';
import type { Config } from '../../config';
import { type MailContent, type MailMessage, renderMail } from '../../integrations/mail';

// The mails that tell an admin their second factor changed (decision 036).

/** One of them: its subject, its content, and below what to do when it was not them, the reason it was sent. */
function factorMail(
  config: Config,
  to: string,
  subject: (providerName: string) => string,
  content: Omit<MailContent, 'footer'> & { notYou?: string },
): MailMessage {
  const { notYou, ...rest } = content;
  const footer = notYou ? `${notYou}\n${texts.footer}` : texts.footer;
  return { to, subject: subject(config.PROVIDER_NAME), ...renderMail({ ...rest, footer }, config) };
}

/** Another admin (`byName`) reset this admin's factor at `at`. */
export function factorResetMail(config: Config, p: { to: string; byName: string; at: Date }): MailMessage {
  return factorMail(config, p.to, texts.resetSubject, {
    heading: texts.resetHeading,
    paragraphs: [texts.resetWhat(p.byName, formatDateTime(p.at)), texts.resetNext],
    button: { label: texts.button, url: '/login' },
    notYou: texts.resetNotYou(p.byName),
  });
}

/** `failures` wrong codes in a row locked this admin's factor until `until`. */
export function factorLockedMail(
  config: Config,
  p: { to: string; failures: number; until: Date },
): MailMessage {
  return factorMail(config, p.to, texts.lockedSubject, {
    heading: texts.lockedHeading,
    paragraphs: [texts.lockedWhat(p.failures, formatDateTime(p.until)), texts.lockedNotYou],
  });
}

/** This admin made new recovery codes at `at`. */
export function recoveryCodesRenewedMail(config: Config, p: { to: string; at: Date }): MailMessage {
  return factorMail(config, p.to, texts.renewSubject, {
    heading: texts.renewHeading,
    paragraphs: [texts.renewWhat(formatDateTime(p.at))],
    notYou: texts.renewNotYou,
  });
}
