import { sql } from 'drizzle-orm';
import { zurichDateTimeToInstant } from '../../src/domain/time';
import { MAIL_QUEUE, type MailJob } from '../../src/server/integrations/mail';
import { type Child, createChild, createParent, type Profile } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import type { TestApp } from '../helpers/test-app';

// Shared by the booking, cancellation, camp and schedule tests: a signed-in family, the booking calls as the web
// makes them, and the mails the bookings queued.

export interface Family {
  parent: Profile;
  children: Child[];
  cookie: string;
}

export async function signedInFamily(t: TestApp, childCount = 1): Promise<Family> {
  const parent = await createParent(t.ctx.db);
  const children: Child[] = [];
  for (let i = 0; i < childCount; i++) children.push(await createChild(t.ctx.db, { parentId: parent.id }));
  return { parent, children, cookie: await sessionCookieFor(t, parent.id) };
}

type Kind = 'trainings' | 'camps';

export function book(t: TestApp, cookie: string, kind: Kind, offerId: string, childIds: string[]) {
  return t.request(`/api/${kind}/${offerId}/registrations`, {
    method: 'POST',
    headers: { cookie },
    json: { childIds, acceptTerms: true },
  });
}

export function cancel(t: TestApp, cookie: string, kind: Kind, offerId: string, childId: string) {
  return t.request(`/api/${kind}/${offerId}/registrations/${childId}`, {
    method: 'DELETE',
    headers: { cookie },
  });
}

export async function errorCode(response: Response): Promise<string | undefined> {
  const body = (await response.json()) as { error?: { code?: string } };
  return body.error?.code;
}

/** Every mail queued so far (the test app runs no mail worker, so they wait in the queue), oldest first. */
async function queuedMails(t: TestApp): Promise<MailJob['message'][]> {
  const result = await t.ctx.db.execute<{ data: MailJob }>(
    sql`select data from pgboss.job where name = ${MAIL_QUEUE} order by created_on, id`,
  );
  return result.rows.map((r) => r.data.message);
}

export async function mailsTo(t: TestApp, address: string): Promise<MailJob['message'][]> {
  return (await queuedMails(t)).filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).includes(address));
}

/** An instant from Zurich wall-clock values: '2026-03-29', '10:00'. */
export const zurich = zurichDateTimeToInstant;
