import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { authSecret } from '../../src/server/auth/auth';
import { SealedCodeError } from '../../src/server/auth/sign-in-code-seal';
import {
  SIGN_IN_MAIL_QUEUE,
  type SignInMailJob,
  signInMailOfJob,
} from '../../src/server/auth/sign-in-mail-job';
import { authVerifications, profiles } from '../../src/server/db/schema';
import { MAIL_QUEUE } from '../../src/server/integrations/mail';
import { createParent } from '../factories';
import { latestSignInCode, latestSignInMail, requestCode } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';

// The per-IP limit has its own test file; here every request comes from the one test address.
const t = setupTestApp({
  APP_URL: 'https://portal.example.ch',
  PROVIDER_NAME: 'Fussballschule Rotkreuz',
  SIGN_IN_IP_LIMIT: '1000',
});

let seq = 0;
const freshEmail = () => `eltern.${++seq}.${Date.now()}@example.ch`;

async function answer(res: Response) {
  return { status: res.status, body: await res.json() };
}

describe('POST /api/auth/code', () => {
  it('creates the account on the first request, marked pwa_login, unverified, role parent', async () => {
    const email = freshEmail();
    expect(await answer(await requestCode(t, `  ${email.toUpperCase()} `))).toEqual({
      status: 200,
      body: { resendAfterSeconds: 60 },
    });
    const [row] = await t.ctx.db.select().from(profiles).where(eq(profiles.email, email));
    expect(row).toMatchObject({ email, role: 'parent', signupSource: 'pwa_login', emailVerified: false });
  });

  it('queues a German mail with the code and a one-click link carrying e-mail and code in the fragment', async () => {
    const email = freshEmail();
    await requestCode(t, email, { body: { redirectTo: '/camps?tab=x' } });
    const mail = await latestSignInMail(t, email);
    const code = await latestSignInCode(t, email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.to).toEqual([email]);
    expect(mail?.subject).toBe('Ihr Anmeldecode für Fussballschule Rotkreuz');
    const link = `https://portal.example.ch/auth/callback?redirectTo=%2Fcamps%3Ftab%3Dx#email=${encodeURIComponent(email)}&code=${code}`;
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain('Der Code ist 10 Minuten gültig und kann nur einmal verwendet werden.');
    expect(mail?.html).toContain(link.replaceAll('&', '&amp;'));
    expect(mail?.html).toContain(`>${code}</p>`);
    expect(mail?.html).toMatch(new RegExp(`<p style="[^"]*monospace[^"]*">${code}</p>`));
  });

  it('queues the code only sealed: the job reads as no code, and opens only for its e-mail and secret', async () => {
    const email = freshEmail();
    await requestCode(t, email, { body: { redirectTo: '/camps' } });
    const code = await latestSignInCode(t, email);
    const result = await t.ctx.db.execute<{ data: SignInMailJob; text: string }>(sql`
      select data, data::text as text from pgboss.job
      where name = ${SIGN_IN_MAIL_QUEUE} and data->>'email' = ${email}`);
    expect(result.rows).toHaveLength(1);
    const job = result.rows[0]!;
    expect(job.text).not.toContain(code);
    expect(job.data).toEqual({
      email,
      redirectTo: '/camps',
      requestId: expect.any(String),
      sealedCode: expect.stringMatching(/^v1\./),
      issuedAt: t.clock.now().toISOString(),
    });
    // Moved to another address, or opened with another secret, the sealed code is useless.
    expect(() => signInMailOfJob(t.ctx.config, { ...job.data, email: 'mallory@example.ch' })).toThrow(
      SealedCodeError,
    );
    expect(() => signInMailOfJob({ ...t.ctx.config, AUTH_SECRET: 'z'.repeat(40) }, job.data)).toThrow(
      SealedCodeError,
    );
    // Nothing of it in the general mail queue, whose jobs carry their text in clear.
    const general = await t.ctx.db.execute(
      sql`select 1 from pgboss.job where name = ${MAIL_QUEUE} and data::text like ${`%${email}%`}`,
    );
    expect(general.rows).toEqual([]);
  });

  it.each(['//evil.example', 'https://evil.example/x', '/\t/evil.example', 'dashboard'])(
    'leaves a redirectTo of %j out of the link',
    async (redirectTo) => {
      const email = freshEmail();
      await requestCode(t, email, { body: { redirectTo } });
      const mail = await latestSignInMail(t, email);
      expect(mail?.text).toContain('https://portal.example.ch/auth/callback#email=');
    },
  );

  it('stores only an HMAC of the code under the secret, never the code or its plain SHA-256', async () => {
    const email = freshEmail();
    await requestCode(t, email);
    const code = await latestSignInCode(t, email);
    const rows = await t.ctx.db
      .select()
      .from(authVerifications)
      .where(eq(authVerifications.identifier, `sign-in-otp-${email}`));
    expect(rows).toHaveLength(1);
    const [hash, attempts] = rows[0]!.value.split(':');
    expect(attempts).toBe('0');
    expect(rows[0]!.value).not.toContain(code);
    const hmac = createHmac('sha256', authSecret(t.ctx.config))
      .update(`sign-in-otp:${code}`)
      .digest('base64url');
    expect(hash).toBe(hmac);
    // The expiry better-auth keeps beside it: 10 minutes.
    const ttl = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(599_000);
    expect(ttl).toBeLessThan(601_000);
  });

  it('draws the code from the secure random source (crypto.getRandomValues)', async () => {
    const known = await createParent(t.ctx.db);
    const random = vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
      // Every byte 23: 23 % 10 = 3 for each digit, as long as the bytes are what the code is made of.
      if (array instanceof Uint8Array) array.fill(23);
      return array;
    });
    try {
      expect((await requestCode(t, known.email)).status).toBe(200);
    } finally {
      random.mockRestore();
    }
    expect(await latestSignInCode(t, known.email)).toBe('333333');
  });

  it('refuses a resend within 60 s of the last send, then sends a new code that replaces the old one', async () => {
    const email = freshEmail();
    await requestCode(t, email);
    t.clock.advance(59_000);
    expect(await answer(await requestCode(t, email))).toEqual({
      status: 429,
      body: {
        requestId: expect.any(String),
        error: { code: 'RESEND_TOO_SOON', message: expect.any(String), details: { retryAfterSeconds: 1 } },
      },
    });
    t.clock.advance(1_000);
    expect((await requestCode(t, email)).status).toBe(200);
    const rows = await t.ctx.db
      .select()
      .from(authVerifications)
      .where(eq(authVerifications.identifier, `sign-in-otp-${email}`));
    // One stored code per e-mail: the old one is gone (auth-code-verify tests that it no longer signs in).
    expect(rows).toHaveLength(1);
    expect(await latestSignInCode(t, email)).toMatch(/^\d{6}$/);
  });

  it('answers a known and an unknown e-mail alike', async () => {
    const known = await createParent(t.ctx.db);
    const unknown = freshEmail();
    const a = await answer(await requestCode(t, known.email));
    const b = await answer(await requestCode(t, unknown));
    expect(a).toEqual(b);
    expect(a.status).toBe(200);
    // Both get their mail through the queue.
    expect(await latestSignInCode(t, known.email)).toMatch(/^\d{6}$/);
    expect(await latestSignInCode(t, unknown)).toMatch(/^\d{6}$/);
  });

  it.each([undefined, '', 'keine-adresse', 'a@b', 42, `${'x'.repeat(250)}@example.ch`])(
    'refuses %j with INVALID_EMAIL ("Ungültige E-Mail-Adresse.")',
    async (email) => {
      expect(await answer(await requestCode(t, email))).toEqual({
        status: 400,
        body: {
          requestId: expect.any(String),
          error: { code: 'INVALID_EMAIL', message: 'Ungültige E-Mail-Adresse.' },
        },
      });
    },
  );

  it('answers a body that is not JSON with 415, before any route reads it', async () => {
    const res = await t.request('/api/auth/code', {
      method: 'POST',
      body: 'email=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('refuses more than 5 codes per e-mail in 15 minutes with the rate-limit message', async () => {
    const email = freshEmail();
    for (let i = 0; i < 5; i++) {
      expect((await requestCode(t, email)).status, `request ${i + 1}`).toBe(200);
      t.clock.advance(61_000);
    }
    expect(await answer(await requestCode(t, email))).toEqual({
      status: 429,
      body: {
        requestId: expect.any(String),
        error: { code: 'RATE_LIMITED', message: 'Zu viele Versuche. Bitte warten Sie einige Minuten.' },
      },
    });
    t.clock.advance(15 * 60_000);
    expect((await requestCode(t, email)).status).toBe(200);
  });

  it('answers a database failure while creating the account with the catalogue text, and frees the cooldown', async () => {
    const email = `kaputt.${Date.now()}@example.ch`;
    await t.ctx.db.execute(
      sql.raw(`
      create function refuse_profile() returns trigger language plpgsql as
        $$ begin raise exception 'profiles unavailable' using errcode = '53100'; end $$;
      create trigger refuse_profile before insert on profiles for each row execute function refuse_profile();`),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await answer(await requestCode(t, email))).toEqual({
        status: 503,
        body: {
          requestId: expect.any(String),
          error: {
            code: 'ACCOUNT_CREATION_FAILED',
            message: 'Es gab ein Problem beim Erstellen Ihres Kontos. Versuchen Sie es bitte erneut.',
          },
        },
      });
    } finally {
      warn.mockRestore();
      await t.ctx.db.execute(
        sql.raw('drop trigger refuse_profile on profiles; drop function refuse_profile();'),
      );
    }
    // No minute's wait for a code that never went out.
    expect((await requestCode(t, email)).status).toBe(200);
  });
});
