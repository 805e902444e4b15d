import {
  passkeyMailMessages as passkeyTexts,
  secondFactorMailMessages as texts,
} from '../../../domain/messages/auth-mails';
import { formatDateTime } from '../../../domain/time';
import type { Config } from '../../config';
import { type MailContent, type MailMessage, renderMail } from '../../integrations/mail';

// The mails that tell an account its sign-in factors changed (decision 036): an admin's second factor, and a new
// passkey of anyone's.

/**
 * One of them: its subject, its content, and below what to do when it was not them, the reason it was sent (the
 * second factor's unless `reason` says another).
 */
function factorMail(
  config: Config,
  to: string,
  subject: (providerName: string) => string,
  content: Omit<MailContent, 'footer'> & { notYou?: string; reason?: string },
): MailMessage {
  const { notYou, reason = texts.footer, ...rest } = content;
  const footer = notYou ? `${notYou}\n${reason}` : reason;
  return { to, subject: subject(config.PROVIDER_NAME), ...renderMail({ ...rest, footer }, config) };
}

/**
 * A passkey named `name` was added to the account at `at` (for an admin: as the second factor), or an older one
 * confirmed as an admin's factor: either signs in without the e-mail code, so the owner hears of it.
 */
export function passkeyAddedMail(
  config: Config,
  p: { to: string; name: string; at: Date; admin: boolean; confirmed?: boolean },
): MailMessage {
  const what = p.confirmed ? passkeyTexts.confirmedWhat : passkeyTexts.addedWhat;
  return factorMail(config, p.to, passkeyTexts.addedSubject, {
    heading: passkeyTexts.addedHeading,
    paragraphs: [what(p.name, formatDateTime(p.at))],
    button: { label: passkeyTexts.button, url: '/profile' },
    notYou: p.admin ? passkeyTexts.notYouAdmin : passkeyTexts.notYouParent,
    reason: passkeyTexts.footer,
  });
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
