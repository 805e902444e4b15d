import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/domain/time';
import {
  auditLog,
  authPasskeys,
  authRecoveryCodes,
  authSecondFactors,
  authSessions,
} from '../../src/server/db/schema';
import { createAdmin, createParent } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { enrolTotp, postJson } from '../helpers/second-factor';
import { setupTestApp } from '../helpers/test-app';
import { mailsTo } from './booking-fixtures';

// A lost factor (decision 036): another admin resets it from the administrators list, audited; the admin enrols
// again at the next sign-in. Nobody resets their own.

const t = setupTestApp();

const resetPath = (adminId: string) => `/api/admin/administrators/${adminId}/reset-second-factor`;

async function factorRows(userId: string) {
  return {
    factor: await t.ctx.db.select().from(authSecondFactors).where(eq(authSecondFactors.userId, userId)),
    codes: await t.ctx.db.select().from(authRecoveryCodes).where(eq(authRecoveryCodes.userId, userId)),
    passkeys: await t.ctx.db.select().from(authPasskeys).where(eq(authPasskeys.userId, userId)),
    sessions: await t.ctx.db.select().from(authSessions).where(eq(authSessions.userId, userId)),
  };
}

describe('resetting an admin’s second factor', () => {
  it('by another admin removes the factor, ends the sessions and is audited; the admin enrols again', async () => {
    const anna = await createAdmin(t.ctx.db, { firstName: 'Anna', lastName: 'Leitung' });
    const beat = await createAdmin(t.ctx.db, { firstName: 'Beat', lastName: 'Verloren' });
    const beatsCookie = await sessionCookieFor(t, beat.id, { secondFactor: false });
    await enrolTotp(t, beatsCookie);
    const annasCookie = await sessionCookieFor(t, anna.id);

    const list = await t.request('/api/admin/administrators', { headers: { cookie: annasCookie } });
    const { administrators } = (await list.json()) as {
      administrators: {
        id: string;
        enrolled: boolean;
        totp: boolean;
        recoveryCodesLeft: number;
        isSelf: boolean;
      }[];
    };
    expect(administrators.find((a) => a.id === beat.id)).toMatchObject({
      enrolled: true,
      totp: true,
      recoveryCodesLeft: 10,
      isSelf: false,
    });
    expect(administrators.find((a) => a.id === anna.id)).toMatchObject({ enrolled: false, isSelf: true });

    const res = await postJson(t, resetPath(beat.id), annasCookie);
    expect(res.status).toBe(200);
    expect(await factorRows(beat.id)).toEqual({ factor: [], codes: [], passkeys: [], sessions: [] });
    expect(
      (await t.request('/api/me', { headers: { cookie: beatsCookie } }).then((r) => r.json())) as unknown,
    ).toEqual({
      user: null,
    });
    const [entry] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, beat.id));
    expect(entry).toMatchObject({
      actorId: anna.id,
      action: 'admin.second_factor_reset',
      subjectType: 'admin',
      details: { name: 'Beat Verloren', email: beat.email },
    });
    // The audit log names it in words.
    const log = await t.request('/api/admin/audit-log', { headers: { cookie: annasCookie } });
    expect(await log.text()).toContain('Beat Verloren');
    // Beat hears of it by mail, with who did it and when (Zurich time).
    const mails = await mailsTo(t, beat.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Ihr zweiter Faktor bei Fussballschule Rotkreuz wurde zurückgesetzt',
    ]);
    expect(mails[0]!.text).toContain(
      `Anna Leitung hat am ${formatDateTime(t.clock.now())} Uhr Ihren zweiten Faktor`,
    );
    expect(mails[0]!.text).toContain('Haben Sie das nicht veranlasst? Dann fragen Sie bei Anna Leitung');

    const next = await sessionCookieFor(t, beat.id, { secondFactor: false });
    const me = (await (await t.request('/api/me', { headers: { cookie: next } })).json()) as {
      user: { secondFactor: string };
    };
    expect(me.user.secondFactor).toBe('enrol');
    await enrolTotp(t, next);
    expect((await t.request('/api/admin/dashboard', { headers: { cookie: next } })).status).toBe(200);
  });

  it('of oneself is refused and changes nothing', async () => {
    const anna = await createAdmin(t.ctx.db);
    const cookie = await sessionCookieFor(t, anna.id, { secondFactor: false });
    await enrolTotp(t, cookie);
    const before = await factorRows(anna.id);
    const res = await postJson(t, resetPath(anna.id), cookie);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      error: {
        code: 'SECOND_FACTOR_OWN_RESET',
        message: 'Ihren eigenen zweiten Faktor kann nur ein anderer Administrator zurücksetzen.',
      },
    });
    expect(await factorRows(anna.id)).toEqual(before);
    expect(await t.ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, anna.id))).toEqual([]);
    expect(await mailsTo(t, anna.email)).toEqual([]);
  });

  it('of a parent, or an unknown account, is 404; by an admin without the factor 403', async () => {
    const anna = await createAdmin(t.ctx.db);
    const parent = await createParent(t.ctx.db);
    const cookie = await sessionCookieFor(t, anna.id);
    expect((await postJson(t, resetPath(parent.id), cookie)).status).toBe(404);
    expect((await postJson(t, resetPath('nobody'), cookie)).status).toBe(404);

    const beat = await createAdmin(t.ctx.db);
    await enrolTotp(t, await sessionCookieFor(t, beat.id, { secondFactor: false }));
    const pending = await sessionCookieFor(t, anna.id, { secondFactor: false });
    expect((await postJson(t, resetPath(beat.id), pending)).status).toBe(403);
    expect((await factorRows(beat.id)).factor).toHaveLength(1);
    expect(await mailsTo(t, beat.email)).toEqual([]);
  });
});
