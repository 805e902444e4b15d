import { createTransport } from 'nodemailer';
import type { MailTransport } from './mail-transport';

// Timeouts well below the mail job's expiry: a hanging server must fail the attempt (and let pg-boss retry it)
// before pg-boss gives the same job to another worker. Values in SMTP_URL's query string take precedence.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * A pool of open SMTP connections: a connection (TCP, greeting, EHLO, AUTH) per mail cost more than the mail. Each
 * worker has its own pool, so sign-in codes never wait behind bulk mail for a connection. Providers limit
 * connections per account (often 10 or more); SMTP_URL's `?maxConnections=` overrides the default.
 */
export function createSmtpTransport(url: string, pool = { maxConnections: 4 }): MailTransport {
  const transporter = createTransport({
    url,
    pool: true,
    maxConnections: pool.maxConnections,
    // A fresh connection now and then: some servers end a session after a number of mails anyway.
    maxMessages: 500,
    ...TIMEOUTS,
  });
  return {
    kind: 'smtp',
    async deliver(mail) {
      await transporter.sendMail(mail);
    },
    verify: () => transporter.verify(),
    close: () => transporter.close(),
  };
}
