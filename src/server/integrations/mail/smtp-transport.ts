import { createTransport } from 'nodemailer';
import type { MailTransport } from './mail-transport';

// Timeouts well below the mail job's expiry: a hanging server must fail the attempt (and let pg-boss retry it)
// before pg-boss gives the same job to another worker. Values in SMTP_URL's query string take precedence.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpTransport(url: string): MailTransport {
  const transporter = createTransport({ url, ...TIMEOUTS });
  return {
    kind: 'smtp',
    async deliver(mail) {
      await transporter.sendMail(mail);
    },
  };
}
