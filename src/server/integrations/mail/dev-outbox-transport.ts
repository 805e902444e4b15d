import { createTransport } from 'nodemailer';
import type { Db } from '../../db/client';
import { devMail } from '../../db/schema';
import type { MailTransport } from './mail-transport';

// Builds the very MIME message SMTP would carry (same composer, CRLF line ends) and keeps it in dev_mail, where
// /dev/mail shows it.
export function createDevOutboxTransport(db: Db): MailTransport {
  const transporter = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'dev-outbox',
    async deliver(mail) {
      const info = await transporter.sendMail(mail);
      await db.insert(devMail).values({
        messageId: info.messageId,
        from: String(mail.from),
        to: info.envelope.to,
        subject: String(mail.subject ?? ''),
        text: typeof mail.text === 'string' ? mail.text : null,
        html: typeof mail.html === 'string' ? mail.html : null,
        raw: (info.message as Buffer).toString('utf8'),
      });
    },
  };
}
