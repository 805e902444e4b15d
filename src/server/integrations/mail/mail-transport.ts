import type { SendMailOptions } from 'nodemailer';

/** Delivers a composed message: over SMTP in production, into the dev outbox on a bare machine. */
export interface MailTransport {
  readonly kind: 'smtp' | 'dev-outbox';
  deliver(mail: SendMailOptions): Promise<void>;
  /** Checks that the server takes connections (greeting, EHLO, AUTH), sending nothing; SMTP only. */
  verify?(): Promise<unknown>;
  /** Closes open connections (SMTP's pool). */
  close?(): void;
}
