import type { SendMailOptions } from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createDevOutboxTransport } from './dev-outbox-transport';
import { createSmtpTransport } from './smtp-transport';

/** Delivers a composed message: over SMTP in production, into the dev outbox on a bare machine. */
export interface MailTransport {
  readonly kind: 'smtp' | 'dev-outbox';
  deliver(mail: SendMailOptions): Promise<void>;
}

export function createMailTransport(config: Config, db: Db): MailTransport {
  if (config.SMTP_URL) return createSmtpTransport(config.SMTP_URL);
  // Config already refuses a production start without SMTP_URL; this keeps the outbox out of production regardless.
  if (config.isProduction) throw new Error('SMTP_URL is required in production');
  return createDevOutboxTransport(db);
}
