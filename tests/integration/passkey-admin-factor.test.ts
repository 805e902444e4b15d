import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, authPasskeys, authSessions, messageLog, profiles } from '../../src/server/db/schema';
import { createAdmin, createParent } from '../factories';
import { cookieHeaderFrom, sessionCookieFor, signIn } from '../helpers/auth';
import { passkeyCeremonies } from '../helpers/passkey-ceremonies';
import { enrolTotp, postJson, totpCode } from '../helpers/second-factor';
import { SoftAuthenticator } from '../helpers/soft-authenticator';
import { setupTestApp } from '../helpers/test-app';
import { mailsTo } from './booking-fixtures';

// The admin factor cannot be borrowed (issue 25, decision 036): a passkey counts as an admin's second factor only
// when it was registered (or confirmed) as one; adding a passkey asks an admin for the factor again, and is mailed
// to the owner (and audited for admins); sessions made as a parent end when the account becomes an admin.

const PROMOTED = 'neu.admin@example.ch';
const t = setupTestApp({ ADMIN_EMAILS: PROMOTED, SIGN_IN_IP_LIMIT: '1000' });

const { register: registerPasskey, signIn: passkeySignIn, prove } = passkeyCeremonies(t);

const adminStatus = async (cookie: string) =>
  (await t.request('/api/admin/dashboard', { headers: { cookie } })).status;

/** The account becomes an admin by hand (pinned), as a back-office action would make one. */
async function promote(userId: string) {
  await t.ctx.db.update(profiles).set({ role: 'admin', pinnedAdmin: true }).where(eq(profiles.id, userId));
}

/** A parent who added a passkey on /profile, then became an admin. */
async function promotedParentWithPasskey() {
  const parent = await createParent(t.ctx.db);
  const device = new SoftAuthenticator(t.ctx.config.appUrl);
  const added = await registerPasskey(device, await sessionCookieFor(t, parent.id));
  expect(added.status).toBe(200);
  await promote(parent.id);
  return { admin: parent, device };
}

describe('a passkey registered while the account was a parent', () => {
  it('does not sign the promoted admin in: the e-mail code is needed', async () => {
    const { admin, device } = await promotedParentWithPasskey();
    const sessionsBefore = await t.ctx.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, admin.id));
    const res = await passkeySignIn(device);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      error: {
        code: 'PASSKEY_NOT_ADMIN_FACTOR',
        message:
          'Dieser Passkey ist noch nicht als zweiter Faktor bestätigt. Bitte melden Sie sich mit dem Code aus der E-Mail an.',
      },
    });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await t.ctx.db.select().from(authSessions).where(eq(authSessions.userId, admin.id))).toEqual(
      sessionsBefore,
    );
  });

  it('does not pass the factor of a session signed in by e-mail, enrolled or not', async () => {
    const { admin, device } = await promotedParentWithPasskey();
    const cookie = await sessionCookieFor(t, admin.id, { secondFactor: false });
    const { start, finish } = await prove(device, cookie, 'passkey');
    expect(start.status).toBe(409);
    expect(finish.status).toBe(400);
    expect(await adminStatus(cookie)).toBe(403);

    // Enrolled since, with a passkey added as the factor on another device: the old one still does not count.
    const enrolling = await sessionCookieFor(t, admin.id, { secondFactor: false });
    await enrolTotp(t, enrolling);
    expect((await registerPasskey(new SoftAuthenticator(t.ctx.config.appUrl), enrolling)).status).toBe(200);
    const later = await sessionCookieFor(t, admin.id, { secondFactor: false });
    const status = await t.request('/api/auth/second-factor', { headers: { cookie: later } });
    expect(await status.json()).toMatchObject({ state: 'verify', passkeys: 1, unconfirmedPasskeys: 1 });
    const old = await prove(device, later, 'passkey');
    expect(old.start.status).toBe(200);
    expect(old.finish.body).toMatchObject({ error: { code: 'PASSKEY_UNKNOWN' } });
    expect(await adminStatus(later)).toBe(403);
  });

  it('counts once the admin confirms it past the factor: audited, mailed, and then it signs in', async () => {
    const { admin, device } = await promotedParentWithPasskey();
    const cookie = await sessionCookieFor(t, admin.id, { secondFactor: false });
    const { secret } = await enrolTotp(t, cookie);
    const pending = await sessionCookieFor(t, admin.id, { secondFactor: false });
    const refused = await prove(device, pending, 'passkey/confirm');
    expect(refused.start.body).toMatchObject({ error: { code: 'SECOND_FACTOR_REQUIRED' } });
    expect(refused.finish.status).toBe(403);

    t.clock.advance(60_000);
    const verified = await postJson(t, '/api/auth/second-factor/verify', pending, {
      code: totpCode(secret, t.clock.now()),
    });
    expect(verified.status).toBe(200);
    const mailsBefore = (await mailsTo(t, admin.email)).length;
    const confirmed = await prove(device, pending, 'passkey/confirm');
    expect(confirmed.finish.status).toBe(200);
    expect(confirmed.finish.body).toMatchObject({ recoveryCodes: [] });
    const [stored] = await t.ctx.db.select().from(authPasskeys).where(eq(authPasskeys.userId, admin.id));
    expect(stored?.adminFactorAt).toEqual(t.clock.now());
    const [entry] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, admin.id));
    expect(entry).toMatchObject({ actorId: admin.id, action: 'admin.passkey_add', subjectType: 'admin' });
    const mails = (await mailsTo(t, admin.email)).slice(mailsBefore);
    expect(mails.map((m) => m.subject)).toEqual(['Neuer Passkey für Ihr Konto bei Fussballschule Rotkreuz']);

    const signedIn = await passkeySignIn(device);
    expect(signedIn.status).toBe(200);
    expect(await adminStatus(cookieHeaderFrom(signedIn))).toBe(200);
  });

  it('can be confirmed as the first factor of an admin who has none yet (with the recovery codes)', async () => {
    const { admin, device } = await promotedParentWithPasskey();
    const cookie = await sessionCookieFor(t, admin.id, { secondFactor: false });
    const { finish } = await prove(device, cookie, 'passkey/confirm');
    expect(finish.status).toBe(200);
    expect(finish.body.recoveryCodes).toHaveLength(10);
    expect(await adminStatus(cookie)).toBe(200);
  });
});

describe('sessions made as a parent', () => {
  it('end when a sign-in makes the account an admin (ADMIN_EMAILS)', async () => {
    const parent = await createParent(t.ctx.db);
    const parentSession = await sessionCookieFor(t, parent.id);
    // The operator adds the address to ADMIN_EMAILS.
    await t.ctx.db.update(profiles).set({ email: PROMOTED }).where(eq(profiles.id, parent.id));
    const adminSession = await signIn(t, PROMOTED);
    const me = async (cookie: string) =>
      ((await (await t.request('/api/me', { headers: { cookie } })).json()) as { user: unknown }).user;
    expect(await me(parentSession)).toBeNull();
    expect(await me(adminSession)).toMatchObject({ role: 'admin', secondFactor: 'enrol' });
  });
});

describe('adding a passkey', () => {
  it('is mailed to a parent, in the transaction that stores it; no audit row', async () => {
    const parent = await createParent(t.ctx.db);
    const res = await registerPasskey(
      new SoftAuthenticator(t.ctx.config.appUrl),
      await sessionCookieFor(t, parent.id),
    );
    expect(res.status).toBe(200);
    const mails = await mailsTo(t, parent.email);
    expect(mails.map((m) => m.subject)).toEqual(['Neuer Passkey für Ihr Konto bei Fussballschule Rotkreuz']);
    expect(mails[0]!.text).toContain('Passkey');
    expect(await t.ctx.db.select().from(auditLog).where(eq(auditLog.actorId, parent.id))).toEqual([]);
    const [stored] = await t.ctx.db.select().from(authPasskeys).where(eq(authPasskeys.userId, parent.id));
    expect(stored?.adminFactorAt).toBeNull();
    // Listed in the parent's message log (decision 051).
    const logged = await t.ctx.db.select().from(messageLog).where(eq(messageLog.profileId, parent.id));
    expect(logged.map((row) => row.subject)).toEqual([mails[0]!.subject]);
  });

  it('asks an admin for the factor again when it was passed more than five minutes ago', async () => {
    const admin = await createAdmin(t.ctx.db);
    const first = await sessionCookieFor(t, admin.id, { secondFactor: false });
    const { secret } = await enrolTotp(t, first);
    t.clock.advance(6 * 60_000);
    const device = new SoftAuthenticator(t.ctx.config.appUrl);
    const stale = await registerPasskey(device, first);
    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({
      error: {
        code: 'SECOND_FACTOR_AGAIN',
        message: 'Bitte bestätigen Sie zuerst Ihren zweiten Faktor erneut.',
      },
    });
    expect(await t.ctx.db.select().from(authPasskeys).where(eq(authPasskeys.userId, admin.id))).toEqual([]);

    const passed = await postJson(t, '/api/auth/second-factor/verify', first, {
      code: totpCode(secret, t.clock.now()),
    });
    expect(passed.status).toBe(200);
    const mailsBefore = (await mailsTo(t, admin.email)).length;
    const added = await registerPasskey(device, first);
    expect(added.status).toBe(200);
    const [stored] = await t.ctx.db.select().from(authPasskeys).where(eq(authPasskeys.userId, admin.id));
    expect(stored?.adminFactorAt).toEqual(t.clock.now());
    const entries = await t.ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, admin.id));
    expect(entries.map((e) => e.action)).toEqual(['admin.passkey_add']);
    expect((await mailsTo(t, admin.email)).slice(mailsBefore).map((m) => m.subject)).toEqual([
      'Neuer Passkey für Ihr Konto bei Fussballschule Rotkreuz',
    ]);
  });

  it('is refused while the challenge was fetched in time but the factor went stale before the answer', async () => {
    const admin = await createAdmin(t.ctx.db);
    const cookie = await sessionCookieFor(t, admin.id, { secondFactor: false });
    await enrolTotp(t, cookie);
    const start = await postJson(t, '/api/passkeys/options', cookie);
    expect(start.status).toBe(200);
    t.clock.advance(6 * 60_000);
    const { challengeId, options: creation } = start.body as { challengeId: string; options: object };
    const device = new SoftAuthenticator(t.ctx.config.appUrl);
    const res = await postJson(t, '/api/passkeys', cookie, {
      challengeId,
      response: device.register(creation as never),
    });
    expect(res.status).toBe(403);
    expect(await t.ctx.db.select().from(authPasskeys).where(eq(authPasskeys.userId, admin.id))).toEqual([]);
  });
});
