// How features send mail: render with the shared layout, then queue inside the business transaction.
//   const body = renderMail({ heading, paragraphs, button, footer }, ctx.config);
//   await enqueueMail(ctx.jobs, { to, subject, ...body }, { tx });
export { AhvInMailError, containsAhvNumber, maskAhvNumbers } from './ahv-guard';
export { enqueueMail, MAIL_QUEUE, type MailJob } from './enqueue-mail';
export { type MailBranding, type MailContent, type MailLink, renderMail } from './layout';
export type { MailAttachmentRef, MailAttachmentRenderer, MailMessage } from './mail-message';
export { registerMailWorker } from './mail-worker';
