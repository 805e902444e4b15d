import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SupportResponse } from '../../src/domain/support-api';
import { supportRequests } from '../../src/server/db/schema';
import { MAIL_QUEUE, type MailJob } from '../../src/server/integrations/mail';
import { createParent } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';

// The support form (parent-portal.md sections 5, 7 and 8): the problem description is required; a request is
// stored and mailed to the provider with the parent's account e-mail to reply to.

const PROVIDER_MAIL = 'support@fussballschule.example';
const t = setupTestApp({ PROVIDER_MAIL });

async function parent() {
  const profile = await createParent(t.ctx.db, { firstName: 'Reto', lastName: 'Suter' });
  return { profile, headers: { cookie: await sessionCookieFor(t, profile.id) } };
}

const send = (headers: Record<string, string>, body: unknown) =>
  t.request('/api/support', { method: 'POST', headers, json: body });

async function providerMailsFrom(replyTo: string) {
  const result = await t.ctx.db.execute<{ data: MailJob }>(
    sql`select data from pgboss.job where name = ${MAIL_QUEUE} and data->'message'->>'replyTo' = ${replyTo}`,
  );
  return result.rows.map((r) => r.data.message);
}

const requestsOf = (userId: string) =>
  t.ctx.db.select().from(supportRequests).where(eq(supportRequests.userId, userId));

describe('support requests', () => {
  it('stores the request and mails it to the provider, replying to the parent', async () => {
    const { profile, headers } = await parent();
    const res = await send(headers, {
      problem: '  Der Code kommt nicht an.\nIch habe es dreimal versucht.  ',
      smartphone: 'iPhone · iOS 18.2 · Safari',
    });

    expect(res.status).toBe(201);
    const { requestId } = (await res.json()) as SupportResponse;
    const [stored] = await requestsOf(profile.id);
    expect(stored).toMatchObject({
      id: requestId,
      email: profile.email,
      problem: 'Der Code kommt nicht an.\nIch habe es dreimal versucht.',
      smartphone: 'iPhone · iOS 18.2 · Safari',
    });
    const [mail] = await providerMailsFrom(profile.email);
    expect(mail?.to).toEqual([PROVIDER_MAIL]);
    expect(mail?.subject).toBe(`Support-Anfrage von ${profile.email}`);
    expect(mail?.text).toContain(`Von: Reto Suter <${profile.email}>`);
    expect(mail?.text).toContain('Smartphone: iPhone · iOS 18.2 · Safari');
    expect(mail?.text).toContain('Problem:\nDer Code kommt nicht an.\nIch habe es dreimal versucht.');
  });

  it('accepts a request without smartphone information', async () => {
    const { profile, headers } = await parent();
    expect((await send(headers, { problem: 'Kalender zeigt nichts.', smartphone: '' })).status).toBe(201);
    expect((await requestsOf(profile.id))[0]?.smartphone).toBeNull();
    expect((await providerMailsFrom(profile.email))[0]?.text).toContain('Smartphone: keine Angabe');
  });

  it('keeps an AHV number the parent typed out of the database and the mail: only its last four digits', async () => {
    const { profile, headers } = await parent();
    const res = await send(headers, {
      problem: 'Die AHV-Nummer 756.1234.5678.97 meines Sohnes wird nicht angenommen.',
      smartphone: 'Android 15 (7561234567897)',
    });

    expect(res.status).toBe(201);
    const [stored] = await requestsOf(profile.id);
    expect(stored?.problem).toBe('Die AHV-Nummer 756.****.**78.97 meines Sohnes wird nicht angenommen.');
    expect(stored?.smartphone).toBe('Android 15 (756.****.**78.97)');
    const [mail] = await providerMailsFrom(profile.email);
    expect(mail?.text).toContain('Die AHV-Nummer 756.****.**78.97 meines Sohnes');
    expect(JSON.stringify([stored, mail])).not.toMatch(/1234|5678/);
  });

  it.each([
    ['missing', { smartphone: 'Android 15' }],
    ['blank', { problem: '   ', smartphone: 'Android 15' }],
    ['not text', { problem: 42 }],
    ['too long', { problem: 'x'.repeat(5001) }],
  ])('refuses a problem description that is %s with 400, storing and mailing nothing', async (_c, body) => {
    const { profile, headers } = await parent();
    const res = await send(headers, body);
    expect(res.status).toBe(400);
    const error = ((await res.json()) as { error: { code: string; details: { fields: string[] } } }).error;
    expect(error).toMatchObject({ code: 'VALIDATION', details: { fields: ['problem'] } });
    expect(await requestsOf(profile.id)).toEqual([]);
    expect(await providerMailsFrom(profile.email)).toEqual([]);
  });

  it('refuses a caller without a session', async () => {
    expect((await send({}, { problem: 'Hilfe' })).status).toBe(401);
  });
});

describe('support requests per account', () => {
  // Each request is a mail to the provider: an account cannot flood its inbox (issue 25, as for family offers).
  it('are limited to five an hour; the sixth is refused in German and stores and mails nothing', async () => {
    const { profile, headers } = await parent();
    for (let n = 1; n <= 5; n++) expect((await send(headers, { problem: `Frage ${n}` })).status).toBe(201);
    const refused = await send(headers, { problem: 'Frage 6' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      error: { code: 'RATE_LIMITED', message: 'Zu viele Versuche. Bitte warten Sie einige Minuten.' },
    });
    expect(await requestsOf(profile.id)).toHaveLength(5);
    expect(await providerMailsFrom(profile.email)).toHaveLength(5);

    // Another account is not held up, and the hour passes.
    const other = await parent();
    expect((await send(other.headers, { problem: 'Meine Frage' })).status).toBe(201);
    t.clock.advance(60 * 60_000 + 1);
    expect((await send(headers, { problem: 'Frage 7' })).status).toBe(201);
  });
});
