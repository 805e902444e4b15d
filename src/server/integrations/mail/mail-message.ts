// What a feature hands over to send a mail. Content only: sender, Message-ID and date are set at delivery, the same
// way for SMTP and the dev outbox.
export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /**
   * Files made when the mail is sent, not stored with the job (decision 054): what the mail worker's renderer
   * (workers.ts) makes of each; one it cannot make is left off, and the mail still goes.
   */
  attachments?: MailAttachmentRef[];
}

/** A file to attach, by what makes it: `kind` names the renderer, `key` what it renders (ids, no personal data). */
export interface MailAttachmentRef {
  kind: string;
  key: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Makes an attachment at send time; undefined when there is nothing to attach any more. */
export type MailAttachmentRenderer = (ref: MailAttachmentRef) => Promise<MailAttachment | undefined>;

export function recipientsOf(message: MailMessage): string[] {
  return (Array.isArray(message.to) ? message.to : [message.to]).map((a) => a.trim()).filter(Boolean);
}
