// How features send mail: render with the shared layout, then queue inside the business transaction.
//   const body = renderMail({ heading, paragraphs, button, footer }, ctx.config);
//   await enqueueMail(ctx.jobs, { to, subject, ...body }, { tx });
export { AhvInMailError, assertNoAhvNumber, containsAhvNumber, maskAhvNumbers } from './ahv-guard';
export { enqueueMail, MAIL_QUEUE, type MailJob } from './enqueue-mail';
export {
  type MailBranding,
  type MailContent,
  type MailLink,
  type RenderedMail,
  renderMail,
} from './layout';
export type { MailMessage } from './mail-message';
export { mailQueue, registerMailWorker } from './mail-worker';
export { createMailTransport, type MailTransport } from './transport';
