import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { wantsSecureCookies } from '../../src/server/auth/auth';
import { loadConfig } from '../../src/server/config';
import { authSessions } from '../../src/server/db/schema';
import { createParent } from '../factories';
import { cookieHeaderFrom, latestSignInCode, requestCode, signIn, verifyCode } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp({ SIGN_IN_IP_LIMIT: '1000' });

const DAY = 24 * 60 * 60;
let seq = 0;
const freshEmail = () => `session.${++seq}.${Date.now()}@example.ch`;

async function me(cookie?: string) {
  const res = await t.request('/api/me', cookie ? { headers: { cookie } } : {});
  expect(res.status).toBe(200);
  return ((await res.json()) as { user: { id: string; email: string } | null }).user;
}

async function sessionsOf(email: string) {
  const user = await me(await signIn(t, email));
  return t.ctx.db.select().from(authSessions).where(eq(authSessions.userId, user!.id));
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, kept 14 days, not Secure on plain-http localhost', async () => {
    const email = freshEmail();
    await requestCode(t, email);
    const res = await verifyCode(t, email, await latestSignInCode(t, email));
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('anpfiff.session_token='));
    expect(session).toBeDefined();
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Path=\//);
    expect(session).toMatch(new RegExp(`; Max-Age=${14 * DAY}`));
    expect(session).not.toMatch(/; Secure/i);
  });

  it('is a __Host- cookie (Secure, Path=/, no Domain) on https and on any host but localhost, and is read back', async () => {
    expect(wantsSecureCookies('https://portal.example.ch')).toBe(true);
    expect(wantsSecureCookies('http://portal.example.ch')).toBe(true);
    expect(wantsSecureCookies('https://localhost:3000')).toBe(true);
    expect(wantsSecureCookies('http://localhost:3000')).toBe(false);
    expect(wantsSecureCookies('http://127.0.0.1:3000')).toBe(false);

    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: t.database.url,
      DATA_DIR: t.ctx.config.dataDir,
      APP_URL: 'https://portal.example.ch',
      SIGN_IN_IP_LIMIT: '1000',
    });
    const app = createApp({ ...t.ctx, config }, { expectedMigrations: 0, serveWeb: false });
    const email = freshEmail();
    const post = (path: string, body: unknown) =>
      app.request(path, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', origin: config.appUrl },
      });
    expect((await post('/api/auth/code', { email })).status).toBe(200);
    const res = await post('/api/auth/verify', { email, code: await latestSignInCode(t, email) });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['__Host-anpfiff.session_token']);
    const session = cookies[0]!;
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; Path=\/(;|$)/);
    expect(session).not.toMatch(/; Domain=/i);

    // The session middleware reads it back, and only under that name.
    const value = session.split(';')[0]!.slice('__Host-anpfiff.session_token='.length);
    const me = async (cookie: string) =>
      (await (await app.request('/api/me', { headers: { cookie } })).json()) as {
        user: { email: string } | null;
      };
    expect((await me(`__Host-anpfiff.session_token=${value}`)).user?.email).toBe(email);
    expect((await me(`__Secure-anpfiff.session_token=${value}`)).user).toBeNull();
    expect((await me(`anpfiff.session_token=${value}`)).user).toBeNull();
  });

  it('stands for a database session of 14 days with the client address', async () => {
    const [session] = await sessionsOf(freshEmail());
    const lifetime = session!.expiresAt.getTime() - session!.createdAt.getTime();
    expect(Math.round(lifetime / 1000)).toBeGreaterThanOrEqual(14 * DAY - 5);
    expect(Math.round(lifetime / 1000)).toBeLessThanOrEqual(14 * DAY + 5);
    expect(session!.ipAddress).toBe('127.0.0.1');
  });
});

describe('signing in', () => {
  it('makes a new session id every time', async () => {
    const email = freshEmail();
    const first = await signIn(t, email);
    t.clock.advance(60_000);
    const second = await signIn(t, email);
    expect(second).not.toBe(first);
    // Two devices: both stay signed in.
    expect((await me(first))?.email).toBe(email);
    expect((await me(second))?.email).toBe(email);
  });

  it('revokes the session the same browser carried before', async () => {
    const email = freshEmail();
    const before = await signIn(t, email);
    t.clock.advance(60_000);
    await requestCode(t, email);
    const res = await verifyCode(t, email, await latestSignInCode(t, email), { headers: { cookie: before } });
    expect(res.status).toBe(200);
    expect(await me(before)).toBeNull();
    expect((await me(cookieHeaderFrom(res)))?.email).toBe(email);
  });
});

describe('GET /api/me', () => {
  it('answers {user: null} when signed out and the full profile when signed in', async () => {
    expect(await me()).toBeNull();
    const parent = await createParent(t.ctx.db);
    const res = await t.request('/api/me', { headers: { cookie: await signIn(t, parent.email) } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      user: {
        id: parent.id,
        email: parent.email,
        role: 'parent',
        firstName: parent.firstName,
        lastName: parent.lastName,
        mobile: parent.mobile,
        termsAcceptedAt: parent.termsAcceptedAt!.toISOString(),
        secondParentEmail: null,
        // Nothing due: only an admin or trainer whose session has not passed the second factor gets 'enrol' or
        // 'verify'.
        secondFactor: null,
        // No trainer record names the account (issue 29).
        trainer: false,
      },
    });
  });
});

describe('POST /api/auth/sign-out', () => {
  it('ends the session in the database: the old cookie no longer works', async () => {
    const email = freshEmail();
    const cookie = await signIn(t, email);
    const user = await me(cookie);
    const res = await t.request('/api/auth/sign-out', { method: 'POST', headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.getSetCookie().find((c) => c.startsWith('anpfiff.session_token='))).toMatch(
      /Max-Age=0/,
    );
    expect(await t.ctx.db.select().from(authSessions).where(eq(authSessions.userId, user!.id))).toEqual([]);
    expect(await me(cookie)).toBeNull();
    const onboarding = await t.request('/api/profile/onboarding', {
      method: 'POST',
      headers: { cookie },
      json: {},
    });
    expect(onboarding.status).toBe(401);
  });

  it('answers ok without a session too', async () => {
    const res = await t.request('/api/auth/sign-out', { method: 'POST' });
    expect(res.status).toBe(200);
  });
});
