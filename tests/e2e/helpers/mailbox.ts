import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAILBOX_DIR } from './e2e-env';

// The mails the app sent over SMTP during this run (written by global-setup.ts), newest last.

export interface E2eMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export function mailsTo(email: string): E2eMail[] {
  return readdirSync(MAILBOX_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(MAILBOX_DIR, file), 'utf8')) as E2eMail)
    .filter((mail) => mail.to.includes(email.toLowerCase()));
}

/** Waits for the `nth` sign-in mail (1 = the first) to `email` and answers its 6-digit code. */
export async function waitForSignInCode(email: string, nth = 1): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mail = mailsTo(email).filter((m) => m.subject.startsWith('Ihr Anmeldecode'))[nth - 1];
        code = mail && /^(\d{6})$/m.exec(mail.text)?.[1];
        return code;
      },
      { message: `sign-in mail #${nth} to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}
