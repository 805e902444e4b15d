import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authPasskeys, authSessions } from '../../src/server/db/schema';
import { createParent, createTrainer } from '../factories';
import { cookieHeaderFrom, sessionCookieFor } from '../helpers/auth';
import { passkeyCeremonies } from '../helpers/passkey-ceremonies';
import { enrolTotp } from '../helpers/second-factor';
import { SoftAuthenticator } from '../helpers/soft-authenticator';
import { setupTestApp } from '../helpers/test-app';
import { signedInTrainer } from './trainer-fixtures';

// A trainer's second factor and session (issue 29, decisions 036 and 050): a passkey is a trainer's factor under
// the admin's rules (registered as one past the factor or as the enrolment; a passkey the account had before it
// became a trainer's is none), and a trainer account's sessions end as an admin's do (12 hours, 30 idle minutes).

const t = setupTestApp({ SIGN_IN_IP_LIMIT: '1000' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const { register: registerPasskey, signIn: passkeySignIn, prove } = passkeyCeremonies(t);

const trainerArea = async (cookie: string) =>
  (await t.request('/api/trainer/sessions', { headers: { cookie } })).status;

const passkeysOf = (userId: string) =>
  t.ctx.db.select().from(authPasskeys).where(eq(authPasskeys.userId, userId));

describe('a trainer’s passkey', () => {
  it('is the factor when registered as the enrolment: recovery codes, the session passes, it signs in past it', async () => {
    const { account, cookie } = await signedInTrainer(t, { secondFactor: false });
    expect(await trainerArea(cookie)).toBe(403);
    const device = new SoftAuthenticator(t.ctx.config.appUrl);
    const added = await registerPasskey(device, cookie);
    expect(added.status).toBe(200);
    expect(added.body.recoveryCodes).toHaveLength(10);
    expect((await passkeysOf(account.id))[0]?.adminFactorAt).toEqual(t.clock.now());
    expect(await trainerArea(cookie)).toBe(200);

    const signedIn = await passkeySignIn(device);
    expect(signedIn.status).toBe(200);
    expect(await trainerArea(cookieHeaderFrom(signedIn))).toBe(200);

    // The factor page offers it to a later session signed in by e-mail.
    const later = await sessionCookieFor(t, account.id, { secondFactor: false });
    expect((await prove(device, later, 'passkey')).finish.status).toBe(200);
    expect(await trainerArea(later)).toBe(200);
  });

  it('cannot be added or confirmed by a session that has not passed the factor the trainer has', async () => {
    const { account, cookie } = await signedInTrainer(t, { secondFactor: false });
    await enrolTotp(t, cookie);
    const mailboxOnly = await sessionCookieFor(t, account.id, { secondFactor: false });
    const device = new SoftAuthenticator(t.ctx.config.appUrl);
    const added = await registerPasskey(device, mailboxOnly);
    expect(added.status).toBe(403);
    expect(added.body).toMatchObject({ error: { code: 'SECOND_FACTOR_REQUIRED' } });
    expect(await passkeysOf(account.id)).toEqual([]);
    expect(await trainerArea(mailboxOnly)).toBe(403);
  });

  it('is none when the account had it before it became a trainer’s: no sign-in, no factor until confirmed', async () => {
    const parent = await createParent(t.ctx.db);
    const device = new SoftAuthenticator(t.ctx.config.appUrl);
    expect((await registerPasskey(device, await sessionCookieFor(t, parent.id))).status).toBe(200);
    await createTrainer(t.ctx.db, { accountEmail: parent.email });

    const sessionsBefore = await t.ctx.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, parent.id));
    const signIn = await passkeySignIn(device);
    expect(signIn.status).toBe(403);
    expect(await signIn.json()).toMatchObject({ error: { code: 'PASSKEY_NOT_ADMIN_FACTOR' } });
    expect(await t.ctx.db.select().from(authSessions).where(eq(authSessions.userId, parent.id))).toEqual(
      sessionsBefore,
    );

    // Enrolled with TOTP: a session signed in by e-mail can neither use nor confirm the old passkey.
    await enrolTotp(t, await sessionCookieFor(t, parent.id, { secondFactor: false }));
    const mailboxOnly = await sessionCookieFor(t, parent.id, { secondFactor: false });
    expect((await prove(device, mailboxOnly, 'passkey')).start.status).toBe(409);
    const confirm = await prove(device, mailboxOnly, 'passkey/confirm');
    expect(confirm.start.status).toBe(403);
    expect(confirm.finish.status).toBe(403);
    expect((await passkeysOf(parent.id))[0]?.adminFactorAt).toBeNull();
    expect(await trainerArea(mailboxOnly)).toBe(403);
  });

  it('that is the trainer’s last factor cannot be removed', async () => {
    const { account, cookie } = await signedInTrainer(t, { secondFactor: false });
    expect((await registerPasskey(new SoftAuthenticator(t.ctx.config.appUrl), cookie)).status).toBe(200);
    const [passkey] = await passkeysOf(account.id);
    const res = await t.request(`/api/passkeys/${passkey!.id}`, { method: 'DELETE', headers: { cookie } });
    expect(res.status).toBe(409);
    expect(await passkeysOf(account.id)).toHaveLength(1);
  });
});

describe('a trainer account’s session', () => {
  const me = async (cookie: string) =>
    (
      (await (await t.request('/api/me', { headers: { cookie } })).json()) as {
        user: { trainer: boolean } | null;
      }
    ).user;

  it('ends after 30 minutes without a request, as an admin’s', async () => {
    const { cookie } = await signedInTrainer(t);
    t.clock.advance(29 * MINUTE);
    expect(await trainerArea(cookie)).toBe(200);
    t.clock.advance(30 * MINUTE + 1_000);
    expect(await me(cookie)).toBeNull();
  });

  it('ends 12 hours after the sign-in however active, also in the parent area', async () => {
    const { cookie } = await signedInTrainer(t);
    for (let k = 1; k <= 24; k++) {
      t.clock.advance(29 * MINUTE);
      expect((await me(cookie))?.trainer, `after ${k * 29} minutes`).toBe(true);
    }
    t.clock.advance(12 * HOUR - 24 * 29 * MINUTE + 1_000);
    expect(await me(cookie)).toBeNull();
  });

  it('keeps the parent’s limits once the trainer record no longer names the account', async () => {
    const parent = await createParent(t.ctx.db);
    const cookie = await sessionCookieFor(t, parent.id);
    t.clock.advance(2 * HOUR);
    expect(await me(cookie)).toMatchObject({ trainer: false });
  });
});
