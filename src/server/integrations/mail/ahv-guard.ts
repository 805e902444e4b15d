import { ahvLast4, maskAhv } from '../../../domain/ahv';
import type { MailMessage } from './mail-message';

// An AHV number must never leave the server in a mail (docs/reliability.md section 3). A full number is 756
// followed by ten digits, written plain or grouped 756.xxxx.xxxx.xx (dots, spaces or dashes, even mixed). The
// masked display form (756.****.**12.34) stays allowed.
const FULL_AHV = /(?<!\d)756[.\s-]?\d{4}[.\s-]?\d{4}[.\s-]?\d{2}(?!\d)/;

export class AhvInMailError extends Error {
  constructor(field: string) {
    // The number itself stays out of the message: errors end up in logs.
    super(`Mail refused: its ${field} contains an AHV number`);
    this.name = 'AhvInMailError';
  }
}

export function containsAhvNumber(value: string): boolean {
  return FULL_AHV.test(value);
}

const EVERY_FULL_AHV = new RegExp(FULL_AHV.source, 'g');

/**
 * Free text a parent typed (a support request, an order's contact) with every full AHV number replaced by its
 * display form 756.****.**12.34: the message still reaches the provider, the number reaches neither the database
 * nor a mail.
 */
export function maskAhvNumbers(value: string): string {
  return value.replace(EVERY_FULL_AHV, (number) => maskAhv(ahvLast4(number)));
}

/** Throws AhvInMailError when any part of the mail carries a full AHV number. */
export function assertNoAhvNumber(message: MailMessage): void {
  const fields: [string, string | undefined][] = [
    ['subject', message.subject],
    ['text', message.text],
    ['html', message.html],
  ];
  for (const [field, value] of fields) {
    if (value && containsAhvNumber(value)) throw new AhvInMailError(field);
  }
}
