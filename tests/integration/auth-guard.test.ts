import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authLockouts, authVerifications, messageLog, profiles } from '../../src/server/db/schema';
import { MAIL_QUEUE, type MailJob } from '../../src/server/integrations/mail';
import { cookieHeaderFrom, latestSignInCode, requestCode, verifyCode } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';

// Slow guessing (decision 013): five wrong codes lock an e-mail for five minutes, so without more a script could
// try about 1,440 codes a day. The 100th failure in a row guards the e-mail for 24 hours and mails its owner; while
// guarded, each new code admits one check and codes go out at most every 15 minutes. The owner's own new code,
// entered correctly, still signs in and ends the guard.

const t = setupTestApp({ SIGN_IN_IP_LIMIT: '1000', PROVIDER_NAME: 'Fussballschule Rotkreuz' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let seq = 0;
const freshEmail = () => `rate.${++seq}.${Date.now()}@example.ch`;
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function answer(res: Response) {
  return { status: res.status, body: (await res.json()) as { error?: { code: string; details?: unknown } } };
}

async function lockoutOf(email: string) {
  const [row] = await t.ctx.db.select().from(authLockouts).where(eq(authLockouts.email, email));
  return row!;
}

async function storedCodes(email: string) {
  return t.ctx.db
    .select()
    .from(authVerifications)
    .where(eq(authVerifications.identifier, `sign-in-otp-${email}`));
}

async function guardMails(email: string) {
  const result = await t.ctx.db.execute<{ data: MailJob }>(
    sql`select data from pgboss.job where name = ${MAIL_QUEUE} and data->'message'->'to' ? ${email}`,
  );
  return result.rows.map((r) => r.data.message);
}

async function newCode(email: string): Promise<string> {
  const res = await requestCode(t, email);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return latestSignInCode(t, email);
}

/** Wrong codes in a row through the API, a new code after each five-minute lock; answers the last answer. */
async function failInARow(email: string, failures: number) {
  let last: Awaited<ReturnType<typeof answer>> | undefined;
  let code = '';
  for (let n = 0; n < failures; n++) {
    if (n % 5 === 0) {
      t.clock.advance(5 * MINUTE + 1_000);
      code = await newCode(email);
    }
    last = await answer(await verifyCode(t, email, otherThan(code)));
  }
  return last!;
}

const guarded = {
  status: 423,
  body: { requestId: expect.any(String), error: expect.objectContaining({ code: 'CODE_GUARDED' }) },
};

describe('100 failures in a row', () => {
  it('guard the e-mail: the code is burnt, the owner mailed once, and guessing is refused', async () => {
    const email = freshEmail();
    // 99 failures across 20 codes: the usual five-minute locks, nothing more.
    expect(await failInARow(email, 99)).toEqual({
      status: 400,
      body: {
        requestId: expect.any(String),
        error: expect.objectContaining({ code: 'CODE_WRONG', details: { attempts: 4, maxAttempts: 5 } }),
      },
    });
    expect(await guardMails(email)).toEqual([]);
    const code = await latestSignInCode(t, email);

    // The 100th.
    expect(await answer(await verifyCode(t, email, otherThan(code)))).toEqual(guarded);
    expect(await storedCodes(email)).toEqual([]);
    expect(await lockoutOf(email)).toMatchObject({
      consecutiveFailures: 100,
      guardedUntil: new Date(t.clock.now().getTime() + 24 * HOUR),
    });
    const mails = await guardMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: 'Ungewöhnlich viele Anmeldeversuche bei Fussballschule Rotkreuz',
    });
    expect(mails[0]!.text).toContain('100 Mal in Folge falsche Anmeldecodes');
    expect(mails[0]!.text).toContain('Sie selbst können sich weiterhin anmelden');
    // The owner finds it in their message log (decision 051).
    const logged = await t.ctx.db
      .select({ subject: messageLog.subject, state: messageLog.state })
      .from(messageLog)
      .innerJoin(profiles, eq(profiles.id, messageLog.profileId))
      .where(eq(profiles.email, email));
    expect(logged).toEqual([{ subject: mails[0]!.subject, state: 'queued' }]);

    // Further guesses meet no code and are refused; the right old code too.
    for (const guess of ['000000', code, '12345']) {
      expect(await answer(await verifyCode(t, email, guess))).toEqual(guarded);
    }
    // A new code only every 15 minutes now.
    expect(await answer(await requestCode(t, email))).toEqual({
      status: 429,
      body: {
        requestId: expect.any(String),
        error: expect.objectContaining({ code: 'RESEND_TOO_SOON', details: { retryAfterSeconds: 900 } }),
      },
    });
    t.clock.advance(15 * MINUTE);
    const res = await requestCode(t, email);
    expect(await res.json()).toEqual({ resendAfterSeconds: 900 });

    // A new code admits a single check: one wrong guess burns it, and the right one no longer helps.
    const fresh = await latestSignInCode(t, email);
    expect(await answer(await verifyCode(t, email, otherThan(fresh)))).toEqual(guarded);
    expect(await answer(await verifyCode(t, email, fresh))).toEqual(guarded);
    expect(await lockoutOf(email)).toMatchObject({ consecutiveFailures: 101 });
    // Still one mail: the guard was on already.
    expect(await guardMails(email)).toHaveLength(1);
  });

  it("still let the owner's own new code sign in, which ends the guard", async () => {
    const email = freshEmail();
    await failInARow(email, 100);
    expect((await lockoutOf(email)).guardedUntil).not.toBeNull();

    t.clock.advance(15 * MINUTE);
    const code = await newCode(email);
    const res = await verifyCode(t, email, code);
    expect(res.status).toBe(200);
    const me = await t.request('/api/me', { headers: { cookie: cookieHeaderFrom(res) } });
    expect(await me.json()).toMatchObject({ user: { email } });
    expect(await lockoutOf(email)).toMatchObject({
      failedAttempts: 0,
      consecutiveFailures: 0,
      lockedUntil: null,
      guardedUntil: null,
    });

    // Back to normal: five tries per code, a minute between codes.
    t.clock.advance(MINUTE);
    const next = await newCode(email);
    expect(await answer(await verifyCode(t, email, otherThan(next)))).toEqual({
      status: 400,
      body: {
        requestId: expect.any(String),
        error: expect.objectContaining({ code: 'CODE_WRONG', details: { attempts: 1, maxAttempts: 5 } }),
      },
    });
  });
});

describe('a guarded e-mail', () => {
  /** An e-mail with 99 failures in a row on record and a code waiting (the API path is the test above). */
  async function oneFailureFromTheGuard(): Promise<{ email: string; code: string }> {
    const email = freshEmail();
    t.clock.advance(HOUR);
    const code = await newCode(email);
    await t.ctx.db.update(authLockouts).set({ consecutiveFailures: 99 }).where(eq(authLockouts.email, email));
    return { email, code };
  }

  it('checks a new code only once, however many guesses arrive at once', async () => {
    const { email, code } = await oneFailureFromTheGuard();
    expect(await answer(await verifyCode(t, email, otherThan(code)))).toEqual(guarded);
    t.clock.advance(15 * MINUTE);
    const fresh = await newCode(email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => verifyCode(t, email, otherThan(fresh)).then(answer)),
    );
    for (const a of answers) expect(a).toEqual(guarded);
    // One check ran and failed; the other nine were refused unchecked.
    expect(await lockoutOf(email)).toMatchObject({ consecutiveFailures: 101 });
  });

  it('is guarded for 24 hours after the last failure; the next failure after that guards it again at once', async () => {
    const { email, code } = await oneFailureFromTheGuard();
    expect(await answer(await verifyCode(t, email, otherThan(code)))).toEqual(guarded);
    t.clock.advance(24 * HOUR + 1_000);

    // The guard is over: codes every minute again.
    expect(await (await requestCode(t, email)).json()).toEqual({ resendAfterSeconds: 60 });
    const fresh = await latestSignInCode(t, email);
    // Still no success since the 100 failures: the first wrong code guards again, and the owner hears of it.
    expect(await answer(await verifyCode(t, email, otherThan(fresh)))).toEqual(guarded);
    expect(await guardMails(email)).toHaveLength(2);
  });
});
