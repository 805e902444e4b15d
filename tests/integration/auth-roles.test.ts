import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { authSessions, profiles } from '../../src/server/db/schema';
import { createAdmin, createParent } from '../factories';
import { latestSignInCode, requestCode, sessionCookieFor, signIn, verifyCode } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp({
  ADMIN_EMAILS: 'Chefin@Fussballschule.example, trainer@fussballschule.example',
  SIGN_IN_IP_LIMIT: '1000',
});

let seq = 0;
const freshEmail = () => `rolle.${++seq}.${Date.now()}@example.ch`;

const escalation = {
  role: 'admin',
  signupSource: 'admin',
  emailVerified: true,
  termsAcceptedAt: '2020-01-01T00:00:00Z',
  firstName: 'Hacker',
  id: 'my-own-id',
  user: { role: 'admin' },
  additionalFields: { role: 'admin' },
};

async function roleOf(email: string) {
  const [row] = await t.ctx.db.select().from(profiles).where(eq(profiles.email, email));
  return row?.role;
}

describe('admin role from ADMIN_EMAILS', () => {
  it('makes a new account on the list an admin', async () => {
    const cookie = await signIn(t, 'chefin@fussballschule.example');
    const me = await (await t.request('/api/me', { headers: { cookie } })).json();
    expect(me).toMatchObject({ user: { email: 'chefin@fussballschule.example', role: 'admin' } });
  });

  it('makes an existing parent on the list an admin at the next sign-in', async () => {
    const existing = await createParent(t.ctx.db, { email: 'trainer@fussballschule.example' });
    expect(existing.role).toBe('parent');
    await requestCode(t, existing.email);
    const res = await verifyCode(t, existing.email, await latestSignInCode(t, existing.email));
    expect(await roleOf(existing.email)).toBe('admin');
    // The sign-in answers the role it just gave, so the page shows the admin area at once.
    expect(await res.json()).toMatchObject({ user: { email: existing.email, role: 'admin' } });
  });
});

describe('the role follows ADMIN_EMAILS at every sign-in', () => {
  it('makes an admin whose address left the list a parent at its next sign-in', async () => {
    const former = await createAdmin(t.ctx.db, { email: freshEmail(), pinnedAdmin: false });
    await requestCode(t, former.email);
    const res = await verifyCode(t, former.email, await latestSignInCode(t, former.email));
    expect(await res.json()).toMatchObject({ user: { email: former.email, role: 'parent' } });
    expect(await roleOf(former.email)).toBe('parent');
  });

  it('leaves an admin made by hand (the demo seed) an admin, listed or not', async () => {
    const seeded = await createAdmin(t.ctx.db, { email: freshEmail() });
    const cookie = await signIn(t, seeded.email);
    expect(await (await t.request('/api/me', { headers: { cookie } })).json()).toMatchObject({
      user: { role: 'admin' },
    });
    expect(await roleOf(seeded.email)).toBe('admin');
  });

  it("ends an admin's sessions at their next request once the address is taken off the list", async () => {
    const email = 'trainer@fussballschule.example';
    t.clock.advance(60_000);
    const laptop = await signIn(t, email);
    t.clock.advance(60_000);
    const phone = await signIn(t, email);
    const meOn = async (app: { request: typeof t.app.request }, cookie: string) =>
      (
        (await (await app.request('/api/me', { headers: { cookie } })).json()) as {
          user: { role: string } | null;
        }
      ).user;
    expect(await meOn(t.app, laptop)).toMatchObject({ role: 'admin' });

    // The operator removes the address and restarts: the same database, a configuration without it.
    const config = { ...t.ctx.config, ADMIN_EMAILS: ['chefin@fussballschule.example'] };
    const restarted = createApp({ ...t.ctx, config }, { expectedMigrations: 0, serveWeb: false });
    expect(await meOn(restarted, laptop)).toBeNull();
    expect(await meOn(restarted, phone)).toBeNull();
    expect(await roleOf(email)).toBe('parent');
    const [row] = await t.ctx.db.select().from(profiles).where(eq(profiles.email, email));
    expect(await t.ctx.db.select().from(authSessions).where(eq(authSessions.userId, row!.id))).toEqual([]);
  });
});

describe('a parent can never make itself admin', () => {
  it('through extra fields in the code request and the verification', async () => {
    const email = freshEmail();
    expect((await requestCode(t, email, { body: escalation })).status).toBe(200);
    const res = await verifyCode(t, email, await latestSignInCode(t, email), {
      body: { ...escalation, name: 'x' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      user: { role: 'parent', firstName: null, termsAcceptedAt: null },
    });
    const [row] = await t.ctx.db.select().from(profiles).where(eq(profiles.email, email));
    expect(row).toMatchObject({
      role: 'parent',
      signupSource: 'pwa_login',
      firstName: null,
      termsAcceptedAt: null,
    });
    expect(row!.id).not.toBe('my-own-id');
  });

  it('through onboarding and the profile edit', async () => {
    const newcomer = await createParent(t.ctx.db, { complete: false });
    const cookie = await sessionCookieFor(t, newcomer.id);
    const onboarding = { firstName: 'Eva', lastName: 'Test', mobile: '079 000 00 00', termsAccepted: true };
    const answers = [
      await t.request('/api/profile/onboarding', {
        method: 'POST',
        headers: { cookie },
        json: { ...escalation, ...onboarding },
      }),
      await t.request('/api/profile', {
        method: 'PATCH',
        headers: { cookie },
        json: { ...escalation, firstName: 'Eva', lastName: 'T', email: 'x@y.ch' },
      }),
    ];
    for (const res of answers) expect(res.status).toBe(200);
    const [row] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, newcomer.id));
    expect(row).toMatchObject({ role: 'parent', email: newcomer.email, signupSource: newcomer.signupSource });
  });

  it.each([
    ['POST', '/api/auth/update-user'],
    ['POST', '/api/auth/sign-up/email'],
    ['POST', '/api/auth/sign-in/email-otp'],
    ['POST', '/api/auth/email-otp/send-verification-otp'],
    ['POST', '/api/auth/email-otp/verify-email'],
    ['GET', '/api/auth/email-otp/get-verification-otp'],
    ['GET', '/api/auth/get-session'],
    ['POST', '/api/auth/change-email'],
    ['POST', '/api/auth/delete-user'],
  ])("through better-auth's own endpoint %s %s, which is not reachable", async (method, path) => {
    const parent = await createParent(t.ctx.db);
    const cookie = await sessionCookieFor(t, parent.id);
    const res = await t.request(path, {
      method,
      headers: { cookie },
      ...(method === 'POST' ? { json: { ...escalation, email: parent.email } } : {}),
    });
    expect(res.status).toBe(404);
    expect(await roleOf(parent.email)).toBe('parent');
  });
});
