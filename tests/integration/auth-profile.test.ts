import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { profiles } from '../../src/server/db/schema';
import { MAIL_QUEUE, type MailJob } from '../../src/server/integrations/mail';
import { createParent } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { captureLog } from '../helpers/log-capture';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp({ PROVIDER_MAIL: 'buero@fussballschule.example' });

const onboarding = {
  firstName: '  Anna ',
  lastName: ' Muster ',
  mobile: ' 079 123 45 67 ',
  termsAccepted: true,
};

function post(cookie: string | undefined, json: unknown) {
  return t.request('/api/profile/onboarding', {
    method: 'POST',
    json,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}
function patch(cookie: string | undefined, json: unknown) {
  return t.request('/api/profile', { method: 'PATCH', json, ...(cookie ? { headers: { cookie } } : {}) });
}

async function newcomer() {
  const user = await createParent(t.ctx.db, { complete: false });
  return { user, cookie: await sessionCookieFor(t, user.id) };
}

async function providerMails() {
  const result = await t.ctx.db.execute<{ data: MailJob }>(
    sql`select data from pgboss.job where name = ${MAIL_QUEUE} and data->'message'->'to' ? 'buero@fussballschule.example'`,
  );
  return result.rows.map((r) => r.data.message);
}

describe('POST /api/profile/onboarding', () => {
  it('saves trimmed names and mobile with the terms accepted now, and answers the complete profile', async () => {
    const { user, cookie } = await newcomer();
    t.clock.set('2026-03-29T08:15:00Z');
    const res = await post(cookie, onboarding);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      user: {
        id: user.id,
        firstName: 'Anna',
        lastName: 'Muster',
        mobile: '079 123 45 67',
        termsAcceptedAt: '2026-03-29T08:15:00.000Z',
        role: 'parent',
      },
    });
    const [row] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(row).toMatchObject({ name: 'Anna Muster', termsAcceptedAt: new Date('2026-03-29T08:15:00Z') });
  });

  it('notifies the provider once, on the first completion', async () => {
    const { user, cookie } = await newcomer();
    const before = (await providerMails()).length;
    expect((await post(cookie, { ...onboarding, firstName: 'Beat' })).status).toBe(200);
    expect((await post(cookie, { ...onboarding, firstName: 'Beat' })).status).toBe(200);
    const mails = await providerMails();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.find((m) => m.replyTo === user.email);
    expect(mail?.subject).toBe('Neue Registrierung im Elternportal: Beat Muster');
    expect(mail?.text).toContain(`E-Mail: ${user.email}`);
    expect(mail?.text).toContain('Mobile: 079 123 45 67');
  });

  it('does not hold the parent up when the notice cannot be queued', async () => {
    const { cookie } = await newcomer();
    const send = vi.spyOn(t.ctx.jobs, 'send').mockRejectedValueOnce(new Error('queue down'));
    const log = captureLog();
    try {
      const res = await post(cookie, onboarding);
      expect(res.status).toBe(200);
      expect(log.at('warn').map((line) => JSON.stringify(line))).toEqual([
        expect.stringContaining('queue down'),
      ]);
    } finally {
      send.mockRestore();
      log.stop();
    }
  });

  it.each([
    [{ ...onboarding, termsAccepted: false }, 'termsAccepted'],
    [{ ...onboarding, termsAccepted: undefined }, 'termsAccepted'],
    [{ ...onboarding, firstName: '  ' }, 'firstName'],
    [{ ...onboarding, lastName: undefined }, 'lastName'],
    [{ ...onboarding, mobile: '' }, 'mobile'],
    [{ ...onboarding, mobile: 'keine Nummer' }, 'mobile'],
  ])('refuses %o (field %s) and saves nothing', async (body, field) => {
    const { user, cookie } = await newcomer();
    const res = await post(cookie, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION', details: { fields: [field] } } });
    const [row] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(row).toMatchObject({ firstName: null, termsAcceptedAt: null });
  });

  it('needs a session', async () => {
    expect((await post(undefined, onboarding)).status).toBe(401);
  });
});

describe('PATCH /api/profile', () => {
  it('changes names and mobile; a blank mobile becomes null; the e-mail stays', async () => {
    const parent = await createParent(t.ctx.db);
    const cookie = await sessionCookieFor(t, parent.id);
    const res = await patch(cookie, {
      firstName: ' Carla ',
      lastName: 'Beispiel',
      mobile: '  ',
      email: 'neu@example.ch',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      user: { firstName: 'Carla', lastName: 'Beispiel', mobile: null, email: parent.email },
    });
    const [row] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, parent.id));
    expect(row).toMatchObject({
      firstName: 'Carla',
      mobile: null,
      email: parent.email,
      name: 'Carla Beispiel',
    });
    expect(row!.termsAcceptedAt).toEqual(parent.termsAcceptedAt);
  });

  it('requires first and last name ("❌ Vor- und Nachname sind erforderlich.")', async () => {
    const parent = await createParent(t.ctx.db);
    const cookie = await sessionCookieFor(t, parent.id);
    const res = await patch(cookie, { firstName: '', lastName: 'X' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'VALIDATION', details: { fields: ['firstName'] } },
    });
    const [row] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, parent.id));
    expect(row!.firstName).toBe(parent.firstName);
  });

  it('is for signed-in parents with a complete profile', async () => {
    expect((await patch(undefined, { firstName: 'A', lastName: 'B' })).status).toBe(401);
    const { cookie } = await newcomer();
    const res = await patch(cookie, { firstName: 'A', lastName: 'B' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'PROFILE_INCOMPLETE' } });
  });
});
