import { beforeAll, describe, expect, it } from 'vitest';
import { createChild, createParent, type Profile } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { databaseDigest } from '../helpers/authz/db-digest';
import { mountedEndpoints } from '../helpers/authz/mounted-routes';
import { setupTestApp } from '../helpers/test-app';

// Forged cross-site writes (docs/architecture.md section 8): every POST/PUT/PATCH/DELETE under /api must come
// from our own origin and, when it has a body, carry JSON; only the Stripe webhook is exempt (its signature
// authorises it). The authorisation matrix has rows for representative routes
// (tests/helpers/authz/routes/cross-site.ts).

const t = setupTestApp({ APP_URL: 'https://portal.example.ch' });
const OURS = 'https://portal.example.ch';
const EVIL = 'https://evil.example';

let parent: Profile;
let cookie: string;

beforeAll(async () => {
  parent = await createParent(t.ctx.db);
  cookie = await sessionCookieFor(t, parent.id);
});

const child = {
  firstName: 'Lena',
  lastName: 'Muster',
  dateOfBirth: '2014-06-01',
  jerseySize: 152,
  ahv: '7561234567897',
};

/** POST /api/children as the parent with exactly these headers (no Origin unless given). */
function createChildWith(headers: Record<string, string>, body = JSON.stringify(child)) {
  return t.request('/api/children', { method: 'POST', origin: null, headers: { cookie, ...headers }, body });
}

async function expectRefusedUnchanged(send: () => Promise<Response>, status: number, code: string) {
  const before = await databaseDigest(t.ctx.db);
  const res = await send();
  expect(res.status).toBe(status);
  expect(await res.json()).toMatchObject({ error: { code } });
  expect(await databaseDigest(t.ctx.db)).toEqual(before);
}

const JSON_TYPE = { 'content-type': 'application/json' };

describe('the origin of a write', () => {
  it.each([
    ['another Origin', { origin: EVIL }],
    ['Origin "null" (a sandboxed page)', { origin: 'null' }],
    ['our host over http', { origin: 'http://portal.example.ch' }],
    ['a sibling subdomain', { origin: 'https://evil.portal.example.ch' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['our Origin but Sec-Fetch-Site: cross-site', { origin: OURS, 'sec-fetch-site': 'cross-site' }],
    ['neither Origin nor Sec-Fetch-Site', {}],
  ])('refuses %s with 403 and changes nothing', async (_label, headers) => {
    await expectRefusedUnchanged(
      () => createChildWith({ ...JSON_TYPE, ...headers }),
      403,
      'CROSS_SITE_REQUEST',
    );
  });

  it.each([
    ['our Origin', { origin: OURS }],
    ['our Origin with Sec-Fetch-Site: same-origin', { origin: OURS, 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site: same-origin alone', { 'sec-fetch-site': 'same-origin' }],
  ])('accepts %s', async (_label, headers) => {
    const res = await createChildWith({ ...JSON_TYPE, ...headers });
    expect(res.status).toBe(201);
  });

  it('refuses a body-less write from another origin too (deleting a child, signing out)', async () => {
    const own = await createChild(t.ctx.db, { parentId: parent.id, cipher: t.ctx.ahv });
    await expectRefusedUnchanged(
      () => t.request(`/api/children/${own.id}`, { method: 'DELETE', origin: EVIL, headers: { cookie } }),
      403,
      'CROSS_SITE_REQUEST',
    );
    const signOut = await t.request('/api/auth/sign-out', {
      method: 'POST',
      origin: EVIL,
      headers: { cookie },
    });
    expect(signOut.status).toBe(403);
    expect((await t.request('/api/me', { headers: { cookie } })).status).toBe(200);
    expect(
      ((await (await t.request('/api/me', { headers: { cookie } })).json()) as { user: unknown }).user,
    ).not.toBeNull();
  });

  it('lets reads through from anywhere: a GET changes nothing', async () => {
    const res = await t.request('/api/children', {
      headers: { cookie, origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(200);
  });

  it('exempts only the Stripe webhook: it reaches its route, whatever it sends', async () => {
    // Without Stripe configured the route answers 404 itself (stripe-webhooks.test.ts checks signatures).
    const res = await t.request('/api/webhooks/stripe', {
      method: 'POST',
      origin: null,
      headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=forged' },
      body: '{}',
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('refuses a cross-site call to every other unsafe /api route before it runs', async () => {
    const unsafe = mountedEndpoints(t.app).filter(
      (key) => /^(POST|PUT|PATCH|DELETE) \/api\//.test(key) && key !== 'POST /api/webhooks/stripe',
    );
    expect(unsafe.length).toBeGreaterThan(20);
    const before = await databaseDigest(t.ctx.db);
    for (const key of unsafe) {
      const [method, path] = key.split(' ') as [string, string];
      const url = path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.request(url, {
        method,
        origin: EVIL,
        headers: { cookie, ...JSON_TYPE },
        body: '{}',
      });
      expect(res.status, key).toBe(403);
    }
    expect(await databaseDigest(t.ctx.db)).toEqual(before);
  });
});

describe('the body of a write', () => {
  it.each([
    ['text/plain (a form on another page)', 'text/plain'],
    ['text/plain with a charset', 'text/plain;charset=UTF-8'],
    ['form-urlencoded', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['JSON-like but not JSON', 'application/json-patch+json'],
  ])('refuses %s with 415 and changes nothing, even from our own origin', async (_label, type) => {
    await expectRefusedUnchanged(
      () => createChildWith({ origin: OURS, 'content-type': type }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('accepts JSON with a charset', async () => {
    const res = await createChildWith({ origin: OURS, 'content-type': 'application/json; charset=utf-8' });
    expect(res.status).toBe(201);
  });

  it('needs no Content-Type for a write without a body (signing out)', async () => {
    const own = await sessionCookieFor(t, parent.id);
    const res = await t.request('/api/auth/sign-out', { method: 'POST', headers: { cookie: own } });
    expect(res.status).toBe(200);
  });
});
