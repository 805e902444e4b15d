import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authPasskeys, authSessions } from '../../src/server/db/schema';
import { createAdmin, createParent } from '../factories';
import { cookieHeaderFrom, sessionCookieFor } from '../helpers/auth';
import { enrolTotp, postJson } from '../helpers/second-factor';
import { SoftAuthenticator } from '../helpers/soft-authenticator';
import { setupTestApp } from '../helpers/test-app';

// Passkeys (issue 18, decision 036) against a software authenticator: an admin's second factor (enrolment, later
// sign-ins), a parent's passkey on the profile and "Mit Passkey anmelden" without a mail.

const t = setupTestApp();

type Options = { challengeId: string; options: Record<string, unknown> };

async function options(path: string, cookie?: string): Promise<Options> {
  const res = await t.request(path, { method: 'POST', ...(cookie ? { headers: { cookie } } : {}), json: {} });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Options;
}

async function registerPasskey(device: SoftAuthenticator, cookie: string, name?: string) {
  const { challengeId, options: creation } = await options('/api/passkeys/options', cookie);
  const response = device.register(creation as never);
  return postJson(t, '/api/passkeys', cookie, { challengeId, response, ...(name ? { name } : {}) });
}

async function passkeyFactor(device: SoftAuthenticator, cookie: string, overrides: { origin?: string } = {}) {
  const { challengeId, options: request } = await options('/api/auth/second-factor/passkey/options', cookie);
  return postJson(t, '/api/auth/second-factor/passkey', cookie, {
    challengeId,
    response: device.assert(request as never, overrides),
  });
}

async function passkeySignIn(device: SoftAuthenticator) {
  const { challengeId, options: request } = await options('/api/auth/passkey/options');
  return t.request('/api/auth/passkey/sign-in', {
    method: 'POST',
    json: { challengeId, response: device.assert(request as never) },
  });
}

const adminStatus = async (cookie: string) =>
  (await t.request('/api/admin/dashboard', { headers: { cookie } })).status;

const freshSession = (userId: string) => sessionCookieFor(t, userId, { secondFactor: false });

async function signInMailJobs(): Promise<number> {
  const result = await t.ctx.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = 'auth.sign-in-mail'`,
  );
  return result.rows[0]!.n;
}

describe('a passkey as the admin’s second factor', () => {
  it('is enrolled at the first sign-in with ten recovery codes, and passes every later sign-in', async () => {
    const admin = await createAdmin(t.ctx.db);
    const device = new SoftAuthenticator(t.ctx.config.appUrl);
    const first = await freshSession(admin.id);
    expect(await adminStatus(first)).toBe(403);
    const enrolled = await registerPasskey(device, first, 'Laptop');
    expect(enrolled.status).toBe(200);
    expect(enrolled.body).toMatchObject({ passkey: { name: 'Laptop' } });
    expect(enrolled.body.recoveryCodes).toHaveLength(10);
    expect(await adminStatus(first)).toBe(200);

    const later = await freshSession(admin.id);
    expect(await adminStatus(later)).toBe(403);
    const passed = await passkeyFactor(device, later);
    expect(passed.status).toBe(200);
    expect(passed.body).toMatchObject({ state: 'verified', passkeys: 1, recoveryCodesLeft: 10 });
    expect(await adminStatus(later)).toBe(200);
    const [stored] = await t.ctx.db.select().from(authPasskeys).where(eq(authPasskeys.userId, admin.id));
    expect(stored?.counter).toBe(1);
    expect(stored?.lastUsedAt).not.toBeNull();
  });

  it('refuses an answer for another site, a spent challenge and another admin’s passkey', async () => {
    const [anna, beat] = [await createAdmin(t.ctx.db), await createAdmin(t.ctx.db)];
    const annas = new SoftAuthenticator(t.ctx.config.appUrl);
    const beats = new SoftAuthenticator(t.ctx.config.appUrl);
    await registerPasskey(annas, await freshSession(anna.id));
    await registerPasskey(beats, await freshSession(beat.id));

    const cookie = await freshSession(anna.id);
    const phished = await passkeyFactor(annas, cookie, { origin: 'https://anpfiff.example.net' });
    expect(phished.status).toBe(400);
    expect(phished.body).toMatchObject({ error: { code: 'PASSKEY_FAILED' } });

    const { challengeId, options: request } = await options(
      '/api/auth/second-factor/passkey/options',
      cookie,
    );
    const response = annas.assert(request as never);
    expect(
      (await postJson(t, '/api/auth/second-factor/passkey', cookie, { challengeId, response })).status,
    ).toBe(200);
    const other = await freshSession(anna.id);
    const replay = await postJson(t, '/api/auth/second-factor/passkey', other, { challengeId, response });
    expect(replay.status).toBe(400);
    expect(await adminStatus(other)).toBe(403);

    // Beat's passkey answering Anna's challenge.
    const annasOptions = await options('/api/auth/second-factor/passkey/options', other);
    const foreign = beats.assert({
      ...(annasOptions.options as { challenge: string }),
      allowCredentials: [],
    });
    const refused = await postJson(t, '/api/auth/second-factor/passkey', other, {
      challengeId: annasOptions.challengeId,
      response: foreign,
    });
    expect(refused.status).toBe(400);
    expect(await adminStatus(other)).toBe(403);
  });

  it('cannot be added by a session that still has to prove the factor it has', async () => {
    const admin = await createAdmin(t.ctx.db);
    await enrolTotp(t, await freshSession(admin.id));
    const cookie = await freshSession(admin.id);
    const res = await postJson(t, '/api/passkeys/options', cookie);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: { code: 'SECOND_FACTOR_REQUIRED' } });
  });

  it('stays when it is the admin’s only factor', async () => {
    const admin = await createAdmin(t.ctx.db);
    const cookie = await freshSession(admin.id);
    const { body } = await registerPasskey(new SoftAuthenticator(t.ctx.config.appUrl), cookie);
    const id = (body.passkey as { id: string }).id;
    const res = await t.request(`/api/passkeys/${id}`, { method: 'DELETE', headers: { cookie } });
    expect(res.status).toBe(409);
    expect(await t.ctx.db.select().from(authPasskeys).where(eq(authPasskeys.id, id))).toHaveLength(1);
  });
});

describe('"Mit Passkey anmelden"', () => {
  it('signs a parent in without a mail, with a passkey added on the profile', async () => {
    const parent = await createParent(t.ctx.db);
    const device = new SoftAuthenticator(t.ctx.config.appUrl);
    const profileCookie = await sessionCookieFor(t, parent.id);
    const added = await registerPasskey(device, profileCookie, 'Telefon');
    expect(added.status).toBe(200);
    expect(added.body.recoveryCodes).toEqual([]);
    const list = await (await t.request('/api/passkeys', { headers: { cookie: profileCookie } })).json();
    expect(list).toMatchObject({ passkeys: [{ name: 'Telefon', lastUsedAt: null }] });

    const mailsBefore = await signInMailJobs();
    const res = await passkeySignIn(device);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { id: parent.id, role: 'parent', secondFactor: null } });
    const cookie = cookieHeaderFrom(res);
    expect((await (await t.request('/api/me', { headers: { cookie } })).json()) as unknown).toMatchObject({
      user: { email: parent.email },
    });
    expect(await signInMailJobs()).toBe(mailsBefore);
    expect(await t.ctx.db.select().from(authSessions).where(eq(authSessions.userId, parent.id))).toHaveLength(
      2,
    );
  });

  it('refuses an authenticator that does not verify its user, and a removed passkey', async () => {
    const parent = await createParent(t.ctx.db);
    const cookie = await sessionCookieFor(t, parent.id);
    const unverifying = new SoftAuthenticator(t.ctx.config.appUrl, false);
    await registerPasskey(unverifying, cookie);
    expect((await passkeySignIn(unverifying)).status).toBe(400);

    const device = new SoftAuthenticator(t.ctx.config.appUrl);
    const { body } = await registerPasskey(device, cookie);
    const id = (body.passkey as { id: string }).id;
    expect((await t.request(`/api/passkeys/${id}`, { method: 'DELETE', headers: { cookie } })).status).toBe(
      200,
    );
    const gone = await passkeySignIn(device);
    expect(gone.status).toBe(400);
    expect(await gone.json()).toMatchObject({ error: { code: 'PASSKEY_UNKNOWN' } });
  });

  it('signs an admin in past the second factor (the passkey verified its user)', async () => {
    const admin = await createAdmin(t.ctx.db);
    const device = new SoftAuthenticator(t.ctx.config.appUrl);
    await registerPasskey(device, await freshSession(admin.id));
    const res = await passkeySignIn(device);
    expect(res.status).toBe(200);
    expect(await adminStatus(cookieHeaderFrom(res))).toBe(200);
  });

  it('answers a malformed answer with 400 and changes nothing', async () => {
    const res = await t.request('/api/auth/passkey/sign-in', {
      method: 'POST',
      json: { challengeId: 'nope', response: { id: 'x' } },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION' } });
  });
});
