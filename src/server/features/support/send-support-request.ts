import { contactMessages } from '../../../domain/messages/contact';
import { personName } from '../../../domain/people/person-name';
import type { SupportFormValues } from '../../../domain/support-form';
import type { SessionUser } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { supportRequests } from '../../db/schema';
import { enqueueMail, type MailMessage, maskAhvNumbers, renderMail } from '../../integrations/mail';

// The support form (parent-portal.md sections 2 and 7): stored, and mailed to the provider with the parent's
// account e-mail as reply address, in one transaction. An AHV number typed into it keeps only its last four digits
// (docs/reliability.md promise 3): neither the table nor the mail may hold the full number.

const texts = contactMessages.mail;

function fullName(user: Pick<SessionUser, 'firstName' | 'lastName'>): string {
  return maskAhvNumbers(personName(user));
}

function supportMail(
  config: AppContext['config'],
  user: Pick<SessionUser, 'email' | 'firstName' | 'lastName'>,
  values: SupportFormValues,
): MailMessage {
  const content = renderMail(
    {
      heading: texts.heading,
      paragraphs: [
        texts.from(fullName(user), user.email),
        texts.smartphone(values.smartphone),
        `${texts.problemHeading}\n${values.problem}`,
      ],
      footer: texts.footer,
    },
    config,
  );
  return { to: config.PROVIDER_MAIL, replyTo: user.email, subject: texts.subject(user.email), ...content };
}

export async function sendSupportRequest(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'config'>,
  user: Pick<SessionUser, 'id' | 'email' | 'firstName' | 'lastName'>,
  typed: SupportFormValues,
): Promise<{ requestId: string }> {
  const values: SupportFormValues = {
    problem: maskAhvNumbers(typed.problem),
    smartphone: typed.smartphone === null ? null : maskAhvNumbers(typed.smartphone),
  };
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportRequests)
      .values({ userId: user.id, email: user.email, problem: values.problem, smartphone: values.smartphone })
      .returning({ id: supportRequests.id });
    await enqueueMail(ctx.jobs, supportMail(ctx.config, user, values), { tx, about: { userIds: [user.id] } });
    return { requestId: row!.id };
  });
}
