import { secondFactorMailMessages as texts } from '../../../domain/messages/auth-mails';
import { formatDateTime } from '../../../domain/time';
import type { Config } from '../../config';
import { type MailMessage, renderMail } from '../../integrations/mail';

// The mails that tell an admin their second factor changed (decision 036), queued in the change's transaction.

/** Another admin (`byName`) reset this admin's factor at `at`. */
export function factorResetMail(
  config: Config,
  params: { to: string; byName: string; at: Date },
): MailMessage {
  const body = renderMail(
    {
      heading: texts.resetHeading,
      paragraphs: [texts.resetWhat(params.byName, formatDateTime(params.at)), texts.resetNext],
      button: { label: texts.button, url: '/login' },
      footer: `${texts.resetNotYou(params.byName)}\n${texts.footer}`,
    },
    config,
  );
  return { to: params.to, subject: texts.resetSubject(config.PROVIDER_NAME), ...body };
}

/** `failures` wrong codes in a row locked this admin's factor until `until`. */
export function factorLockedMail(
  config: Config,
  params: { to: string; failures: number; until: Date },
): MailMessage {
  const body = renderMail(
    {
      heading: texts.lockedHeading,
      paragraphs: [texts.lockedWhat(params.failures, formatDateTime(params.until)), texts.lockedNotYou],
      footer: texts.footer,
    },
    config,
  );
  return { to: params.to, subject: texts.lockedSubject(config.PROVIDER_NAME), ...body };
}

/** This admin made new recovery codes at `at`. */
export function recoveryCodesRenewedMail(config: Config, params: { to: string; at: Date }): MailMessage {
  const body = renderMail(
    {
      heading: texts.renewHeading,
      paragraphs: [texts.renewWhat(formatDateTime(params.at))],
      footer: `${texts.renewNotYou}\n${texts.footer}`,
    },
    config,
  );
  return { to: params.to, subject: texts.renewSubject(config.PROVIDER_NAME), ...body };
}
