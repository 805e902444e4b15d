import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { SESSION_EXPIRES_IN_SECONDS } from '../../src/server/auth/auth';
import { loadConfig } from '../../src/server/config';
import type { AppContext } from '../../src/server/context';
import * as schema from '../../src/server/db/schema';
import { authSessions } from '../../src/server/db/schema';
import { createAdmin, createParent } from '../factories';
import { sessionCookieFor, signIn } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';

// The session of a signed-in request is read in one indexed query (decision 024), while better-auth keeps the
// daily extension and the end of expired sessions. Two app instances on one database (two pools, two processes'
// worth of state) see a sign-out or a demotion of the other at the next request: nothing is cached in a process.

const LISTED_ADMIN = 'leitung@fussballschule.example';
const t = setupTestApp({ ADMIN_EMAILS: LISTED_ADMIN, SIGN_IN_IP_LIMIT: '1000' });

const DAY_MS = 24 * 60 * 60 * 1000;
const pools: pg.Pool[] = [];
afterAll(async () => {
  for (const pool of pools) await pool.end();
});

/** Another instance of the app on the same database: its own pool, optionally its own configuration. */
function secondInstance(env: Record<string, string> = {}, onQuery?: (sql: string) => void) {
  const pool = new pg.Pool({ connectionString: t.database.url, max: 2 });
  pools.push(pool);
  const db = drizzle(pool, {
    schema,
    casing: 'snake_case',
    ...(onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {}),
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: t.database.url,
    DATA_DIR: t.ctx.config.dataDir,
    ADMIN_EMAILS: LISTED_ADMIN,
    ...env,
  });
  const ctx: AppContext = { ...t.ctx, db, config };
  return createApp(ctx, { expectedMigrations: 0, serveWeb: false });
}

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

async function meOn(app: App, cookie: string) {
  const res = await app.request('/api/me', { headers: { cookie } });
  expect(res.status).toBe(200);
  return {
    user: ((await res.json()) as { user: { id: string; role: string } | null }).user,
    setCookies: res.headers.getSetCookie(),
  };
}

const tokenOf = (cookie: string) => decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0]!;

async function storedExpiry(cookie: string) {
  const [row] = await t.ctx.db
    .select({ expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .where(eq(authSessions.token, tokenOf(cookie)));
  return row?.expiresAt;
}

async function setExpiry(cookie: string, expiresAt: Date) {
  await t.ctx.db
    .update(authSessions)
    .set({ expiresAt })
    .where(eq(authSessions.token, tokenOf(cookie)));
}

describe('a signed-in request', () => {
  it('costs one query for its session: a parent, and an admin within the minute of its last request', async () => {
    const queries: string[] = [];
    const app = secondInstance({}, (query) => queries.push(query));
    const parent = await createParent(t.ctx.db);
    const parentCookie = await sessionCookieFor(t, parent.id);
    expect((await meOn(app, parentCookie)).user?.id).toBe(parent.id);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/from "auth_sessions" inner join "profiles"/);

    const admin = await createAdmin(t.ctx.db);
    const adminCookie = await sessionCookieFor(t, admin.id);
    queries.length = 0;
    expect((await meOn(app, adminCookie)).user?.role).toBe('admin');
    expect(queries).toHaveLength(1);
  });

  it('costs no query with a forged cookie, and is signed out', async () => {
    const queries: string[] = [];
    const app = secondInstance({}, (query) => queries.push(query));
    const parent = await createParent(t.ctx.db);
    const forged = (await sessionCookieFor(t, parent.id)).replace(/\.[^.]+$/, `.${'A'.repeat(43)}=`);
    expect((await meOn(app, forged)).user).toBeNull();
    expect(queries).toEqual([]);
  });
});

describe("better-auth's sliding expiry", () => {
  it('leaves a session younger than a day as it is: no write, no new cookie', async () => {
    const cookie = await sessionCookieFor(t, (await createParent(t.ctx.db)).id);
    const before = await storedExpiry(cookie);
    const { user, setCookies } = await meOn(t.app, cookie);
    expect(user).not.toBeNull();
    expect(setCookies).toEqual([]);
    expect(await storedExpiry(cookie)).toEqual(before);
  });

  it('extends a session older than a day to 14 days from now, in the database and in its cookie', async () => {
    const cookie = await sessionCookieFor(t, (await createParent(t.ctx.db)).id);
    await setExpiry(cookie, new Date(Date.now() + SESSION_EXPIRES_IN_SECONDS * 1000 - DAY_MS - 60_000));
    const { user, setCookies } = await meOn(t.app, cookie);
    expect(user).not.toBeNull();
    const extended = (await storedExpiry(cookie))!.getTime();
    expect(Math.abs(extended - (Date.now() + SESSION_EXPIRES_IN_SECONDS * 1000))).toBeLessThan(60_000);
    const renewed = setCookies.find((c) => c.startsWith('anpfiff.session_token='));
    expect(renewed).toMatch(new RegExp(`Max-Age=${SESSION_EXPIRES_IN_SECONDS}`));
    expect(renewed?.split(';')[0]).toBe(cookie);
  });

  it('ends an expired session: signed out, the row deleted, the cookie cleared', async () => {
    const cookie = await sessionCookieFor(t, (await createParent(t.ctx.db)).id);
    await setExpiry(cookie, new Date(Date.now() - 1000));
    const { user, setCookies } = await meOn(t.app, cookie);
    expect(user).toBeNull();
    expect(await storedExpiry(cookie)).toBeUndefined();
    expect(setCookies.find((c) => c.startsWith('anpfiff.session_token='))).toMatch(/Max-Age=0/);
  });
});

describe('two instances on one database', () => {
  it('a sign-out on one ends the session on the other at its next request', async () => {
    const other = secondInstance();
    const email = `zwei.instanzen.${Date.now()}@example.ch`;
    const cookie = await signIn(t, email);
    expect((await meOn(other, cookie)).user).not.toBeNull();
    expect((await meOn(t.app, cookie)).user).not.toBeNull();
    const res = await t.request('/api/auth/sign-out', { method: 'POST', headers: { cookie } });
    expect(res.status).toBe(200);
    expect((await meOn(other, cookie)).user).toBeNull();
    expect(await (await other.request('/api/trainings', { headers: { cookie } })).status).toBe(401);
  });

  it('an admin taken off ADMIN_EMAILS on one loses every session on both at the next request', async () => {
    t.clock.advance(60_000);
    const cookie = await signIn(t, LISTED_ADMIN);
    const delisted = secondInstance({ ADMIN_EMAILS: '' });
    expect((await meOn(t.app, cookie)).user?.role).toBe('admin');
    expect((await meOn(delisted, cookie)).user).toBeNull();
    expect((await meOn(t.app, cookie)).user).toBeNull();
  });
});
