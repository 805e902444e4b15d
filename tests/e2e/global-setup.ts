import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpServer } from '../helpers/smtp-server';
import { MAILBOX_DIR, SMTP_PORT } from './helpers/e2e-env';
import { forgetTotpSecrets } from './helpers/second-factor';

// A real SMTP server on 127.0.0.1 for the app under test (SMTP_URL in playwright.config.ts). Each message it receives
// is written to MAILBOX_DIR as JSON, where tests read it (helpers/mailbox.ts): test workers are other processes.
export default async function globalSetup() {
  rmSync(MAILBOX_DIR, { recursive: true, force: true });
  mkdirSync(MAILBOX_DIR, { recursive: true });
  // The admins' TOTP secrets of an earlier run belong to a database that is gone (helpers/second-factor.ts).
  forgetTotpSecrets();
  let seq = 0;
  const smtp = await startSmtpServer({
    port: SMTP_PORT,
    onMail: ({ envelope, subject, text, html, receivedAt }) => {
      const file = path.join(MAILBOX_DIR, `${String(++seq).padStart(6, '0')}.json`);
      // Written aside and renamed into place: a test polling the folder never reads a half-written mail.
      writeFileSync(`${file}.tmp`, JSON.stringify({ to: envelope.to, subject, text, html, receivedAt }));
      renameSync(`${file}.tmp`, file);
    },
  });
  return async () => {
    await smtp.stop();
    forgetTotpSecrets();
    rmSync(MAILBOX_DIR, { recursive: true, force: true });
  };
}
