// What a feature hands over to send a mail. Content only: sender, Message-ID and date are set at delivery, the same
// way for SMTP and the dev outbox.
export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export function recipientsOf(message: MailMessage): string[] {
  return (Array.isArray(message.to) ? message.to : [message.to]).map((a) => a.trim()).filter(Boolean);
}
