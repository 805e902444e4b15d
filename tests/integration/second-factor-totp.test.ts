import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/domain/time';
import { authRecoveryCodes, authSecondFactors } from '../../src/server/db/schema';
import { createAdmin, createParent } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { enrolTotp, postJson, startTotp, totpCode } from '../helpers/second-factor';
import { setupTestApp } from '../helpers/test-app';
import { mailsTo } from './booking-fixtures';

// The admin's TOTP factor and recovery codes (issue 18, decision 036): enrolment at the first admin sign-in, the
// code at every later one, no replay, guesses limited like the sign-in code, recovery codes once each.

const t = setupTestApp();
const STEP = 30_000;

/** A session of the admin that has not passed the factor, as right after the e-mail code. */
const freshSession = (adminId: string) => sessionCookieFor(t, adminId, { secondFactor: false });

async function adminAnswer(cookie: string) {
  const res = await t.request('/api/admin/dashboard', { headers: { cookie } });
  return { status: res.status, body: (await res.json()) as { error?: { code: string; message: string } } };
}

async function meOf(cookie: string) {
  const res = await t.request('/api/me', { headers: { cookie } });
  return ((await res.json()) as { user: { role: string; secondFactor: string | null } }).user;
}

describe('enrolling a TOTP app', () => {
  it('is asked of an admin without a factor, before any admin route answers', async () => {
    const admin = await createAdmin(t.ctx.db);
    const cookie = await freshSession(admin.id);
    expect(await meOf(cookie)).toMatchObject({ role: 'admin', secondFactor: 'enrol' });
    const refused = await adminAnswer(cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'SECOND_FACTOR_REQUIRED',
      message: 'Bitte bestätigen Sie die Anmeldung mit Ihrem zweiten Faktor.',
    });
  });

  it('stores the secret encrypted, confirms it with a code and hands out ten recovery codes once', async () => {
    const admin = await createAdmin(t.ctx.db);
    const cookie = await freshSession(admin.id);
    const { secret, uri, qrSvg } = await startTotp(t, cookie);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg/);
    const [row] = await t.ctx.db
      .select()
      .from(authSecondFactors)
      .where(eq(authSecondFactors.userId, admin.id));
    expect(row?.totpSecretEncrypted).toBeTruthy();
    expect(row?.totpSecretEncrypted).not.toContain(secret);
    expect(row?.enrolledAt).toBeNull();

    const wrong = await postJson(t, '/api/auth/second-factor/totp/confirm', cookie, { code: '000000' });
    expect(wrong.status).toBe(400);
    expect((await adminAnswer(cookie)).status).toBe(403);

    const confirmed = await postJson(t, '/api/auth/second-factor/totp/confirm', cookie, {
      code: totpCode(secret, t.clock.now()),
    });
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Stored only as HMACs.
    const stored = await t.ctx.db
      .select()
      .from(authRecoveryCodes)
      .where(eq(authRecoveryCodes.userId, admin.id));
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored)
      for (const code of codes) expect(codeHash).not.toContain(code.slice(0, 5));

    expect((await adminAnswer(cookie)).status).toBe(200);
    expect(await meOf(cookie)).toMatchObject({ secondFactor: null });
    // Enrolled: starting again is refused, in this session and in a new one that has not passed the factor.
    expect((await postJson(t, '/api/auth/second-factor/totp', cookie)).status).toBe(409);
    const later = await freshSession(admin.id);
    expect(await meOf(later)).toMatchObject({ secondFactor: 'verify' });
    expect((await postJson(t, '/api/auth/second-factor/totp', later)).body).toMatchObject({
      error: { code: 'SECOND_FACTOR_REQUIRED' },
    });
  });

  it('is refused to a parent', async () => {
    const parent = await createParent(t.ctx.db);
    const cookie = await sessionCookieFor(t, parent.id);
    expect((await postJson(t, '/api/auth/second-factor/totp', cookie)).status).toBe(403);
    expect((await t.request('/api/auth/second-factor', { headers: { cookie } })).status).toBe(403);
    expect(
      await t.ctx.db.select().from(authSecondFactors).where(eq(authSecondFactors.userId, parent.id)),
    ).toEqual([]);
  });
});

describe('a later sign-in', () => {
  it('passes with the current code, and with the next or the previous step (clock drift)', async () => {
    const admin = await createAdmin(t.ctx.db);
    const { secret } = await enrolTotp(t, await freshSession(admin.id));
    t.clock.advance(5 * STEP);
    const now = await freshSession(admin.id);
    expect(
      (await postJson(t, '/api/auth/second-factor/verify', now, { code: totpCode(secret, t.clock.now()) }))
        .status,
    ).toBe(200);
    expect((await adminAnswer(now)).status).toBe(200);

    t.clock.advance(5 * STEP);
    const ahead = await freshSession(admin.id);
    const nextStep = new Date(t.clock.now().getTime() + STEP);
    expect(
      (await postJson(t, '/api/auth/second-factor/verify', ahead, { code: totpCode(secret, nextStep) }))
        .status,
    ).toBe(200);

    t.clock.advance(5 * STEP);
    const behind = await freshSession(admin.id);
    const previousStep = new Date(t.clock.now().getTime() - STEP);
    expect(
      (await postJson(t, '/api/auth/second-factor/verify', behind, { code: totpCode(secret, previousStep) }))
        .status,
    ).toBe(200);
  });

  it('refuses a wrong code, one two steps away, and a code used before (no replay)', async () => {
    const admin = await createAdmin(t.ctx.db);
    const { secret } = await enrolTotp(t, await freshSession(admin.id));
    const cookie = await freshSession(admin.id);
    // The enrolment's own code, in the same 30 seconds: already used.
    const replay = await postJson(t, '/api/auth/second-factor/verify', cookie, {
      code: totpCode(secret, t.clock.now()),
    });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ error: { code: 'SECOND_FACTOR_WRONG' } });
    const farAhead = new Date(t.clock.now().getTime() + 2 * STEP);
    expect(
      (await postJson(t, '/api/auth/second-factor/verify', cookie, { code: totpCode(secret, farAhead) }))
        .status,
    ).toBe(400);
    expect((await postJson(t, '/api/auth/second-factor/verify', cookie, { code: 'abcdef' })).status).toBe(
      400,
    );
    expect((await adminAnswer(cookie)).status).toBe(403);

    t.clock.advance(STEP);
    const code = totpCode(secret, t.clock.now());
    expect((await postJson(t, '/api/auth/second-factor/verify', cookie, { code })).status).toBe(200);
    // The same code from another session (seen over a shoulder) is refused.
    const other = await freshSession(admin.id);
    expect((await postJson(t, '/api/auth/second-factor/verify', other, { code })).status).toBe(400);
    expect((await adminAnswer(other)).status).toBe(403);
  });

  it('accepts one of two parallel requests with the same code', async () => {
    const admin = await createAdmin(t.ctx.db);
    const { secret } = await enrolTotp(t, await freshSession(admin.id));
    t.clock.advance(STEP);
    const [a, b] = [await freshSession(admin.id), await freshSession(admin.id)];
    const code = totpCode(secret, t.clock.now());
    const answers = await Promise.all([
      postJson(t, '/api/auth/second-factor/verify', a, { code }),
      postJson(t, '/api/auth/second-factor/verify', b, { code }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('locks the factor for five minutes after five wrong codes, then accepts the right one', async () => {
    const admin = await createAdmin(t.ctx.db);
    const { secret } = await enrolTotp(t, await freshSession(admin.id));
    const cookie = await freshSession(admin.id);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await postJson(t, '/api/auth/second-factor/verify', cookie, { code: '000000' });
      expect(wrong.body).toMatchObject({
        error: { code: 'SECOND_FACTOR_WRONG', details: { attempts: attempt } },
      });
    }
    const fifth = await postJson(t, '/api/auth/second-factor/verify', cookie, { code: '000000' });
    expect(fifth.status).toBe(423);
    expect(fifth.body).toMatchObject({
      error: { code: 'SECOND_FACTOR_LOCKED', details: { retryAfterSeconds: 300 } },
    });
    t.clock.advance(STEP);
    const locked = await postJson(t, '/api/auth/second-factor/verify', cookie, {
      code: totpCode(secret, t.clock.now()),
    });
    expect(locked.status).toBe(423);
    expect((await adminAnswer(cookie)).status).toBe(403);

    t.clock.advance(5 * 60_000);
    const right = await postJson(t, '/api/auth/second-factor/verify', cookie, {
      code: totpCode(secret, t.clock.now()),
    });
    expect(right.status).toBe(200);
    expect((await adminAnswer(cookie)).status).toBe(200);
  });
});

describe('a day-long lock', () => {
  it('after 100 wrong codes in a row is mailed to the admin, once', async () => {
    const admin = await createAdmin(t.ctx.db);
    const { secret } = await enrolTotp(t, await freshSession(admin.id));
    const cookie = await freshSession(admin.id);
    /** A code no step near the clock's accepts. */
    const wrongCode = () => {
      const near = [-STEP, 0, STEP].map((ms) => totpCode(secret, new Date(t.clock.now().getTime() + ms)));
      return ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code))!;
    };
    const lockMails = async () =>
      (await mailsTo(t, admin.email)).filter((mail) => mail.subject.includes('ist gesperrt'));

    let answer = { status: 0, body: {} as Record<string, unknown> };
    for (let failure = 1; failure <= 100; failure++) {
      answer = await postJson(t, '/api/auth/second-factor/verify', cookie, { code: wrongCode() });
      // Every fifth locks for five minutes; the hundredth for a day.
      if (failure % 5 === 0 && failure < 100) {
        expect(answer.status).toBe(423);
        expect(await lockMails()).toEqual([]);
        t.clock.advance(5 * 60_000);
      }
    }
    expect(answer).toMatchObject({
      status: 423,
      body: { error: { code: 'SECOND_FACTOR_LOCKED', details: { retryAfterSeconds: 24 * 3600 } } },
    });
    const until = formatDateTime(new Date(t.clock.now().getTime() + 24 * 3_600_000));
    const mails = await lockMails();
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Ihr zweiter Faktor bei Fussballschule Rotkreuz ist gesperrt',
    ]);
    expect(mails[0]!.text).toContain(`100 Mal in Folge falsche Codes`);
    expect(mails[0]!.text).toContain(`bis ${until} Uhr gesperrt`);

    // Guesses while locked are refused without another mail.
    expect((await postJson(t, '/api/auth/second-factor/verify', cookie, { code: wrongCode() })).status).toBe(
      423,
    );
    expect(await lockMails()).toHaveLength(1);
  });
});

describe('recovery codes', () => {
  it('each passes one sign-in once, whatever its spelling', async () => {
    const admin = await createAdmin(t.ctx.db);
    const { recoveryCodes } = await enrolTotp(t, await freshSession(admin.id));
    const [first, second] = recoveryCodes as [string, string];

    const lost = await freshSession(admin.id);
    const used = await postJson(t, '/api/auth/second-factor/recovery', lost, {
      code: ` ${first.toUpperCase()} `,
    });
    expect(used.status).toBe(200);
    expect(used.body).toMatchObject({ state: 'verified', recoveryCodesLeft: 9 });
    expect((await adminAnswer(lost)).status).toBe(200);

    const again = await freshSession(admin.id);
    const spent = await postJson(t, '/api/auth/second-factor/recovery', again, { code: first });
    expect(spent.status).toBe(400);
    expect((await adminAnswer(again)).status).toBe(403);
    const next = await postJson(t, '/api/auth/second-factor/recovery', again, {
      code: second.replace('-', ''),
    });
    expect(next.status).toBe(200);
    expect(next.body).toMatchObject({ recoveryCodesLeft: 8 });
  });

  it("are the account's own: another admin's code does not pass", async () => {
    const [anna, beat] = [await createAdmin(t.ctx.db), await createAdmin(t.ctx.db)];
    const { recoveryCodes } = await enrolTotp(t, await freshSession(anna.id));
    await enrolTotp(t, await freshSession(beat.id));
    const cookie = await freshSession(beat.id);
    expect(
      (await postJson(t, '/api/auth/second-factor/recovery', cookie, { code: recoveryCodes[0] })).status,
    ).toBe(400);
    expect((await adminAnswer(cookie)).status).toBe(403);
  });
});

describe('new recovery codes', () => {
  it('replace every earlier code, pass a sign-in once each and are audited', async () => {
    const admin = await createAdmin(t.ctx.db);
    const cookie = await freshSession(admin.id);
    const { recoveryCodes: old } = await enrolTotp(t, cookie);

    const renewed = await postJson(t, '/api/auth/second-factor/recovery-codes', cookie);
    expect(renewed.status).toBe(200);
    const codes = renewed.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes.some((code) => old.includes(code))).toBe(false);
    const stored = await t.ctx.db
      .select()
      .from(authRecoveryCodes)
      .where(eq(authRecoveryCodes.userId, admin.id));
    expect(stored).toHaveLength(10);
    // Stored as HMACs only.
    expect(stored.some((row) => codes.some((code) => row.codeHash.includes(code.replace('-', ''))))).toBe(
      false,
    );

    const later = await freshSession(admin.id);
    expect((await postJson(t, '/api/auth/second-factor/recovery', later, { code: old[1] })).status).toBe(400);
    const passed = await postJson(t, '/api/auth/second-factor/recovery', later, { code: codes[0] });
    expect(passed.status).toBe(200);
    expect(passed.body).toMatchObject({ state: 'verified', recoveryCodesLeft: 9 });

    const log = await t.request('/api/admin/audit-log?action=admin.recovery_codes_renew', {
      headers: { cookie },
    });
    const { items } = (await log.json()) as { items: { action: string; subject: { id: string } }[] };
    expect(items.map((entry) => [entry.action, entry.subject.id])).toEqual([
      ['admin.recovery_codes_renew', admin.id],
    ]);
    // The owner hears of it by mail, with when; the mail carries no code.
    const mails = await mailsTo(t, admin.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Neue Wiederherstellungscodes bei Fussballschule Rotkreuz',
    ]);
    expect(mails[0]!.text).toContain(
      `Am ${formatDateTime(t.clock.now())} Uhr wurden für Ihr Administrator-Konto`,
    );
    expect(codes.some((code) => mails[0]!.text.includes(code) || mails[0]!.html.includes(code))).toBe(false);
  });

  it('are refused to a session that has not passed the factor, and the earlier codes stay', async () => {
    const admin = await createAdmin(t.ctx.db);
    const { recoveryCodes } = await enrolTotp(t, await freshSession(admin.id));
    const mailboxOnly = await freshSession(admin.id);
    const refused = await postJson(t, '/api/auth/second-factor/recovery-codes', mailboxOnly);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'SECOND_FACTOR_REQUIRED' } });
    const passed = await postJson(t, '/api/auth/second-factor/recovery', mailboxOnly, {
      code: recoveryCodes[0],
    });
    expect(passed.body).toMatchObject({ state: 'verified', recoveryCodesLeft: 9 });
    expect(await mailsTo(t, admin.email)).toEqual([]);
  });

  it('need a factor set up first', async () => {
    const admin = await createAdmin(t.ctx.db);
    // Passed without a factor of its own, as the demo's and the tests' admin sessions may.
    const cookie = await sessionCookieFor(t, admin.id);
    const refused = await postJson(t, '/api/auth/second-factor/recovery-codes', cookie);
    expect(refused.status).toBe(409);
    expect(
      await t.ctx.db.select().from(authRecoveryCodes).where(eq(authRecoveryCodes.userId, admin.id)),
    ).toEqual([]);
  });
});
