import { signInMailMessages as texts } from '../../domain/messages/auth-mails';
import type { Config } from '../config';
import { type MailMessage, renderMail } from '../integrations/mail';

/** Paths on this site only; a tab or newline inside would let a browser read "/\t/evil" as "//evil". */
export function isSameSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value) && !/[\s\\]/.test(value);
}

/**
 * The one-click link: `/auth/callback?redirectTo=…#email=…&code=…`. E-mail and code ride in the fragment, which the
 * browser never sends to a server, so they appear in no access log or Referer header.
 */
function signInLink(appUrl: string, email: string, code: string, redirectTo?: string): string {
  const query = redirectTo && isSameSitePath(redirectTo) ? `?${new URLSearchParams({ redirectTo })}` : '';
  const fragment = new URLSearchParams({ email, code });
  return `${appUrl}/auth/callback${query}#${fragment}`;
}

export function signInMail(
  config: Config,
  params: { email: string; code: string; redirectTo?: string },
): MailMessage {
  const body = renderMail(
    {
      heading: texts.heading,
      paragraphs: [texts.enterCode, { code: params.code }, texts.validity, texts.oneClick],
      button: {
        label: texts.button,
        url: signInLink(config.appUrl, params.email, params.code, params.redirectTo),
      },
      footer: texts.footer,
    },
    config,
  );
  return { to: params.email, subject: texts.subject(config.PROVIDER_NAME), ...body };
}
