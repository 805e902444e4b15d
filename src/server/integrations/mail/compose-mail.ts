import type { SendMailOptions } from 'nodemailer';
import type { Config } from '../../config';
import { assertNoAhvNumber } from './ahv-guard';
import { type MailAttachment, type MailMessage, recipientsOf } from './mail-message';

type MailSender = Pick<Config, 'MAIL_FROM'>;

/** The domain of MAIL_FROM, for Message-IDs that point at us. */
function senderDomain(sender: MailSender): string {
  return /@([^\s>]+)>?\s*$/.exec(sender.MAIL_FROM)?.[1] ?? 'anpfiff.local';
}

/**
 * A Message-ID derived from a stable key (the job id): a retry after an uncertain delivery repeats the same id, so
 * mail clients can drop the duplicate.
 */
export function messageIdFor(sender: MailSender, key: string): string {
  return `<${key}@${senderDomain(sender)}>`;
}

/** The one place a MailMessage becomes a nodemailer message, for every transport alike. */
export function composeMail(
  sender: MailSender,
  message: MailMessage,
  messageId: string,
  attachments: readonly MailAttachment[] = [],
): SendMailOptions {
  assertNoAhvNumber(message);
  const to = recipientsOf(message);
  if (to.length === 0) throw new Error('Mail refused: no recipient');
  return {
    from: sender.MAIL_FROM,
    to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(attachments.length > 0 ? { attachments: [...attachments] } : {}),
    messageId,
  };
}
