import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions, profiles } from '../../src/server/db/schema';
import { createAdmin } from '../factories';
import { sessionCookieFor, signIn } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';

// Session limits on our clock (decision 013): a parent's session lasts 60 days from the sign-in at most (better-auth
// slides its 14 days on top); an admin's 12 hours at most and 30 minutes without a request (OWASP ASVS 7.3).

const ADMIN = 'leitung@fussballschule.example';
const t = setupTestApp({ ADMIN_EMAILS: ADMIN, SIGN_IN_IP_LIMIT: '1000' });

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
let seq = 0;
const freshEmail = () => `sitzung.${++seq}.${Date.now()}@example.ch`;

async function me(cookie: string) {
  const res = await t.request('/api/me', { headers: { cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { user: { email: string; role: string } | null }).user;
}

async function sessionRows(email: string) {
  return t.ctx.db
    .select({ id: authSessions.id, createdAt: authSessions.createdAt, lastSeenAt: authSessions.lastSeenAt })
    .from(authSessions)
    .innerJoin(profiles, eq(profiles.id, authSessions.userId))
    .where(eq(profiles.email, email));
}

/** The newest session of the e-mail. */
async function newestSession(email: string) {
  const rows = await sessionRows(email);
  const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (!newest) throw new Error(`no session of ${email}`);
  return newest;
}

/** Signs the listed admin in anew, a minute after the last code (the resend pause). */
async function adminSignIn() {
  t.clock.advance(MINUTE);
  return signIn(t, ADMIN);
}

describe('a parent session', () => {
  it('ends 60 days after the sign-in, however often it is used', async () => {
    const email = freshEmail();
    const cookie = await signIn(t, email);
    for (let day = 10; day <= 60; day += 10) {
      t.clock.advance(10 * DAY);
      expect((await me(cookie))?.email, `day ${day}`).toBe(email);
    }
    t.clock.advance(SECOND);
    expect(await me(cookie)).toBeNull();
    expect(await sessionRows(email)).toEqual([]);
  });

  it('has no idle limit of ours and writes nothing on a request', async () => {
    const email = freshEmail();
    const cookie = await signIn(t, email);
    const [before] = await sessionRows(email);
    t.clock.advance(20 * DAY);
    expect((await me(cookie))?.email).toBe(email);
    expect(await sessionRows(email)).toEqual([before]);
  });
});

describe('an admin session', () => {
  it('ends 12 hours after the sign-in, however active', async () => {
    const cookie = await adminSignIn();
    const { createdAt } = await newestSession(ADMIN);
    for (let k = 1; k <= 24; k++) {
      t.clock.advance(29 * MINUTE);
      expect((await me(cookie))?.role, `after ${k * 29} minutes`).toBe('admin');
    }
    t.clock.set(new Date(createdAt.getTime() + 12 * HOUR));
    expect((await me(cookie))?.role).toBe('admin');
    t.clock.advance(SECOND);
    expect(await me(cookie)).toBeNull();
    expect(await sessionRows(ADMIN)).toEqual([]);
  });

  it('ends after 30 minutes without a request', async () => {
    const cookie = await adminSignIn();
    t.clock.advance(30 * MINUTE + SECOND);
    expect(await me(cookie)).toBeNull();
    expect(await sessionRows(ADMIN)).toEqual([]);
  });

  it('lives on while requests come within 30 minutes of each other', async () => {
    const cookie = await adminSignIn();
    t.clock.advance(29 * MINUTE);
    expect((await me(cookie))?.role).toBe('admin');
    t.clock.advance(30 * MINUTE);
    expect((await me(cookie))?.role).toBe('admin');
    t.clock.advance(30 * MINUTE + SECOND);
    expect(await me(cookie)).toBeNull();
  });

  it('records its last request at most once a minute', async () => {
    const cookie = await adminSignIn();
    const { id, createdAt } = await newestSession(ADMIN);
    const lastSeen = async () => (await sessionRows(ADMIN)).find((s) => s.id === id)?.lastSeenAt;
    expect(await lastSeen()).toEqual(createdAt);
    t.clock.advance(30 * SECOND);
    await me(cookie);
    expect(await lastSeen()).toEqual(createdAt);
    t.clock.advance(31 * SECOND);
    await me(cookie);
    expect(await lastSeen()).toEqual(t.clock.now());
  });

  it('holds for an admin made by hand too (demo seed)', async () => {
    const admin = await createAdmin(t.ctx.db);
    const cookie = await sessionCookieFor(t, admin.id);
    expect((await me(cookie))?.role).toBe('admin');
    t.clock.advance(30 * MINUTE + SECOND);
    expect(await me(cookie)).toBeNull();
  });
});
