import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createDevOutboxTransport } from './dev-outbox-transport';
import type { MailTransport } from './mail-transport';
import { createSmtpTransport } from './smtp-transport';

export type { MailTransport } from './mail-transport';

/** `connections`: the SMTP pool's size for this transport's worker. */
export function createMailTransport(config: Config, db: Db, connections = 4): MailTransport {
  if (config.SMTP_URL) return createSmtpTransport(config.SMTP_URL, { maxConnections: connections });
  // Config already refuses a production start without SMTP_URL; this keeps the outbox out of production regardless.
  if (config.isProduction) throw new Error('SMTP_URL is required in production');
  return createDevOutboxTransport(db);
}
