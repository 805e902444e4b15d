import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { authLockouts, authVerifications } from '../../src/server/db/schema';
import { createParent } from '../factories';
import { cookieHeaderFrom, latestSignInCode, requestCode, verifyCode } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp({ SIGN_IN_IP_LIMIT: '1000' });

let seq = 0;
const freshEmail = () => `verify.${++seq}.${Date.now()}@example.ch`;

async function answer(res: Response) {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function codeFor(email: string): Promise<string> {
  expect((await requestCode(t, email)).status).toBe(200);
  return latestSignInCode(t, email);
}

/** A well-formed code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const wrong = (n: number) => ({
  status: 400,
  body: {
    requestId: expect.any(String),
    error: { code: 'CODE_WRONG', message: 'Falscher Code.', details: { attempts: n, maxAttempts: 5 } },
  },
});
const invalid = (n: number) => ({
  status: 400,
  body: {
    requestId: expect.any(String),
    error: { code: 'CODE_INVALID', message: 'Ungültiger Code.', details: { attempts: n, maxAttempts: 5 } },
  },
});
const locked = (seconds: number) => ({
  status: 423,
  body: {
    requestId: expect.any(String),
    error: {
      code: 'CODE_LOCKED',
      message: 'Zu viele fehlgeschlagene Versuche. Bitte warten Sie 5 Minuten.',
      details: { retryAfterSeconds: seconds },
    },
  },
});
const expired = {
  status: 400,
  body: {
    requestId: expect.any(String),
    error: { code: 'CODE_EXPIRED', message: 'Der Code ist abgelaufen. Bitte fordern Sie einen neuen an.' },
  },
};

async function lockoutOf(email: string) {
  const [row] = await t.ctx.db.select().from(authLockouts).where(eq(authLockouts.email, email));
  return row;
}

async function storedCodes(email: string) {
  return t.ctx.db
    .select()
    .from(authVerifications)
    .where(eq(authVerifications.identifier, `sign-in-otp-${email}`));
}

describe('POST /api/auth/verify', () => {
  it('signs in with the right code and answers the profile, e-mail verified', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    const res = await verifyCode(t, email, ` ${code} `);
    expect(await answer(res)).toMatchObject({
      status: 200,
      body: { user: { email, role: 'parent', firstName: null, termsAcceptedAt: null } },
    });
    const me = await t.request('/api/me', { headers: { cookie: cookieHeaderFrom(res) } });
    expect(await me.json()).toMatchObject({ user: { email } });
  });

  it('uses a code once: the second use finds no code and asks for a new one', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    expect((await verifyCode(t, email, code)).status).toBe(200);
    expect(await answer(await verifyCode(t, email, code))).toEqual(expired);
  });

  it('accepts only the newest code after a resend', async () => {
    const email = freshEmail();
    const first = await codeFor(email);
    t.clock.advance(60_000);
    const second = await codeFor(email);
    if (first !== second) expect(await answer(await verifyCode(t, email, first))).toEqual(wrong(1));
    expect((await verifyCode(t, email, second)).status).toBe(200);
  });

  it('counts wrong codes, and the fifth burns the code and locks the e-mail for 300 s', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    for (let n = 1; n <= 4; n++)
      expect(await answer(await verifyCode(t, email, otherThan(code)))).toEqual(wrong(n));
    expect(await answer(await verifyCode(t, email, otherThan(code)))).toEqual(locked(300));
    expect(await storedCodes(email)).toEqual([]);

    // Locked: even the right code is refused, and no new code is sent.
    t.clock.advance(299_000);
    expect(await answer(await verifyCode(t, email, code))).toEqual(locked(1));
    expect(await answer(await requestCode(t, email))).toEqual(locked(1));

    // After five minutes: the burnt code stays dead, a new one works.
    t.clock.advance(1_000);
    expect(await answer(await verifyCode(t, email, code))).toEqual(expired);
    const fresh = await codeFor(email);
    expect((await verifyCode(t, email, fresh)).status).toBe(200);
    const [lockout] = await t.ctx.db.select().from(authLockouts).where(eq(authLockouts.email, email));
    expect(lockout).toMatchObject({ failedAttempts: 0, lockedUntil: null });
  });

  it('counts malformed codes as invalid attempts', async () => {
    const email = freshEmail();
    await codeFor(email);
    expect(await answer(await verifyCode(t, email, '12345'))).toEqual(invalid(1));
    expect(await answer(await verifyCode(t, email, '12a456'))).toEqual(invalid(2));
    expect(await answer(await verifyCode(t, email, 123456))).toEqual(invalid(3));
    expect(await answer(await verifyCode(t, email, '1234567'))).toEqual(invalid(4));
    expect(await answer(await verifyCode(t, email, ''))).toEqual(locked(300));
  });

  it('counts nothing and locks nothing without an active code: any number of guesses, then a code still works', async () => {
    const email = freshEmail();
    for (const guess of ['123456', '000000', '12345', '', '999999', '111111', '222222']) {
      expect(await answer(await verifyCode(t, email, guess))).toEqual(expired);
    }
    expect(await lockoutOf(email)).toBeUndefined();
    const code = await codeFor(email);
    expect(await answer(await verifyCode(t, email, otherThan(code)))).toEqual(wrong(1));
    expect((await verifyCode(t, email, code)).status).toBe(200);
  });

  it('counts nothing against a known e-mail whose code is used up', async () => {
    const parent = await createParent(t.ctx.db);
    const code = await codeFor(parent.email);
    expect((await verifyCode(t, parent.email, code)).status).toBe(200);
    for (let i = 0; i < 6; i++)
      expect(await answer(await verifyCode(t, parent.email, '123456'))).toEqual(expired);
    expect(await lockoutOf(parent.email)).toMatchObject({
      failedAttempts: 0,
      consecutiveFailures: 0,
      lockedUntil: null,
    });
  });

  it('resets the attempt counter with a resend', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    for (let n = 1; n <= 3; n++)
      expect(await answer(await verifyCode(t, email, otherThan(code)))).toEqual(wrong(n));
    t.clock.advance(60_000);
    const fresh = await codeFor(email);
    expect(await answer(await verifyCode(t, email, otherThan(fresh)))).toEqual(wrong(1));
    expect((await verifyCode(t, email, fresh)).status).toBe(200);
  });

  it('lets a code expire after 10 minutes on our clock, and burns it', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    t.clock.advance(600_000);
    t.clock.advance(1_000);
    expect(await answer(await verifyCode(t, email, code))).toEqual(expired);
    expect(await storedCodes(email)).toEqual([]);
    expect(await answer(await verifyCode(t, email, code))).toEqual(expired);
  });

  it('accepts a code just before the 10 minutes are over', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    t.clock.advance(599_000);
    expect((await verifyCode(t, email, code)).status).toBe(200);
  });

  it("honours better-auth's own expiry of the stored code too", async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    await t.ctx.db
      .update(authVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authVerifications.identifier, `sign-in-otp-${email}`));
    expect(await answer(await verifyCode(t, email, code))).toEqual(expired);
  });

  it('sees the expiry when the whole process clock moves on (fake Date)', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 601_000 });
    try {
      expect(await answer(await verifyCode(t, email, code))).toEqual(expired);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers known and unknown e-mails alike on wrong codes', async () => {
    const known = await createParent(t.ctx.db);
    const unknown = freshEmail();
    await codeFor(known.email);
    await codeFor(unknown);
    // Alike but for the request's own id, which every answer has.
    const alike = async (res: Response) => {
      const { status, body } = await answer(res);
      const { requestId, ...rest } = body;
      expect(requestId).toEqual(expect.any(String));
      return { status, body: rest };
    };
    expect(await alike(await verifyCode(t, known.email, '000000'))).toEqual(
      await alike(await verifyCode(t, unknown, '000000')),
    );
    expect(await alike(await verifyCode(t, `x${known.email}`, '000000'))).toEqual(
      await alike(await verifyCode(t, `x${unknown}`, '000000')),
    );
  });

  it('refuses an invalid e-mail with INVALID_EMAIL and counts nothing', async () => {
    expect(await answer(await verifyCode(t, 'nicht-gültig', '123456'))).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_EMAIL' } },
    });
  });

  it('takes JSON only, so a form on another site cannot sign a browser in (login CSRF)', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    const res = await t.request('/api/auth/verify', {
      method: 'POST',
      body: JSON.stringify({ email, code }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await verifyCode(t, email, code)).status).toBe(200);
  });

  it('checks a code at most five times, however many wrong guesses arrive at once', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => verifyCode(t, email, otherThan(code)).then(answer)),
    );
    // Each check is counted before it runs: at most four "wrong" answers (the fifth locks), never a 5xx. The rest
    // are refused uncounted: locked, or "expired" when the code was out of the table at that moment (better-auth
    // takes it out while it compares a parallel guess and puts it back with one more attempt).
    const codes = answers.map((a) => (a.body as { error?: { code?: string } }).error?.code);
    expect(codes.filter((c) => c === 'CODE_WRONG').length).toBeLessThanOrEqual(4);
    for (const c of codes) expect(['CODE_WRONG', 'CODE_LOCKED', 'CODE_EXPIRED']).toContain(c);
    const lockout = await lockoutOf(email);
    expect(lockout?.failedAttempts ?? 0).toBeLessThanOrEqual(5);
    // Whatever the interleaving, the rest of the five checks can only be made one at a time, and the fifth burns
    // the code and locks the e-mail.
    for (let i = lockout?.failedAttempts ?? 0; i < 5; i++) await verifyCode(t, email, otherThan(code));
    expect(await lockoutOf(email)).toMatchObject({ failedAttempts: 5, lockedUntil: expect.any(Date) });
    expect(await storedCodes(email)).toEqual([]);
    expect((await verifyCode(t, email, code)).status).toBe(423);
  });

  it('lets exactly one of many parallel guesses with the right code through', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    const answers = await Promise.all(Array.from({ length: 6 }, () => verifyCode(t, email, code)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    // The others lost the race for the single-use code: counted as failed attempts (the fifth locks), never a 5xx.
    for (const r of answers.filter((r) => r.status !== 200)) expect([400, 423]).toContain(r.status);
  });
});
