import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OfferTrainersResponse } from '../../src/domain/trainers/trainer-account';
import type { TrainerSessionsResponse } from '../../src/domain/trainers/trainer-api';
import type { AdminTrainerResponse } from '../../src/domain/trainers/trainers-api';
import { profiles, sessionTrainers, trainers } from '../../src/server/db/schema';
import { setSessionTrainers } from '../../src/server/features/trainings/session-values';
import { createCamp, createParent, createSession, createTrainer } from '../factories';
import { markSecondFactorPassed, sessionCookieFor, signIn } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';
import { mailsTo, zurich } from './booking-fixtures';
import { signedInTrainer } from './trainer-fixtures';

// The trainer role (issue 29, decision 050): the admin invites or links a trainer's account and assigns trainers to
// trainings and camps; the trainer signs in with the e-mail code, passes the second factor and reaches only the
// offers they are assigned to, checked on every request.

const t = setupTestApp();
const NOW = zurich('2026-05-09', '08:00');
let a: SignedInAdmin;
beforeAll(async () => {
  a = await signedInAdmin(t);
});
beforeEach(() => t.clock.set(NOW));

const account = (trainerId: string) => `/admin/trainers/${trainerId}/account`;
const sessionsOf = (cookie: string) => call(t, cookie, 'GET', '/trainer/sessions');

describe('the admin links a trainer to an account', () => {
  it('invites by e-mail: the address is stored, the sign-in link is mailed, the audit names it', async () => {
    const trainer = await createTrainer(t.ctx.db);
    const res = await call(t, a.cookie, 'PUT', account(trainer.id), {
      email: ' Coach.Invite@Example.CH ',
      invite: true,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as AdminTrainerResponse;
    expect(body.trainer).toMatchObject({
      accountEmail: 'coach.invite@example.ch',
      invitedAt: NOW.toISOString(),
    });
    const [mail] = await mailsTo(t, 'coach.invite@example.ch');
    expect(mail?.subject).toContain('Ausbildner');
    expect(mail?.text).toContain('/login?redirectTo=%2Ftrainer');
    expect((await auditRowsOf(t, 'trainer', trainer.id)).map((r) => r.action)).toEqual([
      'trainer.account_invite',
    ]);
  });

  it('links an existing account without a mail, and refuses an address without one', async () => {
    const trainer = await createTrainer(t.ctx.db);
    const refused = await call(t, a.cookie, 'PUT', account(trainer.id), {
      email: 'nobody-here@example.ch',
      invite: false,
    });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe('TRAINER_NO_ACCOUNT');
    const [unchanged] = await t.ctx.db.select().from(trainers).where(eq(trainers.id, trainer.id));
    expect(unchanged?.accountEmail).toBeNull();

    const parent = await createParent(t.ctx.db);
    const linked = await call(t, a.cookie, 'PUT', account(trainer.id), {
      email: parent.email,
      invite: false,
    });
    expect(linked.status).toBe(200);
    expect(((await linked.json()) as AdminTrainerResponse).trainer).toMatchObject({
      accountEmail: parent.email,
      invitedAt: null,
    });
    expect(await mailsTo(t, parent.email)).toEqual([]);
  });

  it("ends the account's sessions made as a parent, as a promotion to admin does (decisions 036, 050)", async () => {
    const trainer = await createTrainer(t.ctx.db);
    const parent = await createParent(t.ctx.db);
    const parentCookie = await sessionCookieFor(t, parent.id);
    expect((await call(t, parentCookie, 'GET', '/children')).status).toBe(200);

    await call(t, a.cookie, 'PUT', account(trainer.id), { email: parent.email, invite: false });
    // The old session would otherwise be a trainer's session that only ever proved the mailbox.
    expect((await call(t, parentCookie, 'GET', '/children')).status).toBe(401);
    // Linking the same address again ends nothing: a trainer's own session survives an admin's second save.
    const trainerCookie = await signIn(t, parent.email);
    await call(t, a.cookie, 'PUT', account(trainer.id), { email: parent.email, invite: false });
    expect((await call(t, trainerCookie, 'GET', '/children')).status).toBe(200);
  });

  it('gives one address to one trainer (409, nothing changed)', async () => {
    const first = await signedInTrainer(t);
    const second = await createTrainer(t.ctx.db);
    const res = await call(t, a.cookie, 'PUT', account(second.id), {
      email: first.account.email,
      invite: true,
    });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('TRAINER_ACCOUNT_TAKEN');
    expect(await mailsTo(t, first.account.email)).toEqual([]);
  });

  it('refuses a bad address with the form text and changes nothing', async () => {
    const trainer = await createTrainer(t.ctx.db);
    const res = await call(t, a.cookie, 'PUT', account(trainer.id), { email: 'kein-mail', invite: true });
    expect(res.status).toBe(400);
    expect(await auditRowsOf(t, 'trainer', trainer.id)).toEqual([]);
  });

  it('unlinks: the trainer area closes at the next request', async () => {
    const coach = await signedInTrainer(t);
    expect((await sessionsOf(coach.cookie)).status).toBe(200);
    expect((await call(t, a.cookie, 'DELETE', account(coach.trainer.id))).status).toBe(200);
    const res = await sessionsOf(coach.cookie);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('FORBIDDEN');
  });
});

describe('the trainer signs in', () => {
  it('with the e-mail code, then must pass the second factor before the trainer area opens', async () => {
    const trainer = await createTrainer(t.ctx.db);
    await call(t, a.cookie, 'PUT', account(trainer.id), { email: 'trainer.signin@example.ch', invite: true });
    const cookie = await signIn(t, 'trainer.signin@example.ch');

    const me = (await (await call(t, cookie, 'GET', '/me')).json()) as {
      user: { trainer?: boolean; secondFactor?: string };
    };
    expect(me.user).toMatchObject({ trainer: true, secondFactor: 'enrol' });
    // The factor's own routes serve a trainer's account, as an admin's.
    expect((await call(t, cookie, 'GET', '/auth/second-factor')).status).toBe(200);

    // A new account completes its profile first, as a parent does.
    const incomplete = await sessionsOf(cookie);
    expect((await errorOf(incomplete)).code).toBe('PROFILE_INCOMPLETE');
    await t.ctx.db
      .update(profiles)
      .set({ firstName: 'Rahel', lastName: 'Frei', termsAcceptedAt: NOW })
      .where(eq(profiles.email, 'trainer.signin@example.ch'));
    const refused = await sessionsOf(cookie);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe('SECOND_FACTOR_REQUIRED');

    await markSecondFactorPassed(t, cookie);
    const res = await sessionsOf(cookie);
    expect(res.status).toBe(200);
    expect(((await res.json()) as TrainerSessionsResponse).sessions).toEqual([]);
  });

  it('is refused when the trainer record is inactive', async () => {
    const coach = await signedInTrainer(t);
    await t.ctx.db.update(trainers).set({ active: false }).where(eq(trainers.id, coach.trainer.id));
    expect((await sessionsOf(coach.cookie)).status).toBe(403);
  });

  it('a parent without a trainer record is refused, and /api/me says no trainer', async () => {
    const parent = await createParent(t.ctx.db);
    const cookie = await sessionCookieFor(t, parent.id);
    expect((await sessionsOf(cookie)).status).toBe(403);
    const me = (await (await call(t, cookie, 'GET', '/me')).json()) as { user: { trainer?: boolean } };
    expect(me.user.trainer).toBe(false);
  });
});

describe('the admin assigns trainers', () => {
  const trainersOf = (kind: 'trainings' | 'camps', id: string) => `/admin/${kind}/${id}/trainers`;

  it('several per training, one lead; the trainers see it; taken off, the trainer loses it at once', async () => {
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-09', '10:00') });
    const lead = await signedInTrainer(t);
    const helper = await signedInTrainer(t);
    const res = await call(t, a.cookie, 'PUT', trainersOf('trainings', session.id), {
      trainers: [
        { trainerId: lead.trainer.id, lead: true },
        { trainerId: helper.trainer.id, lead: false },
      ],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as OfferTrainersResponse;
    expect(body.trainers.map((x) => [x.trainerId, x.lead]).sort()).toEqual(
      [
        [lead.trainer.id, true],
        [helper.trainer.id, false],
      ].sort(),
    );
    for (const coach of [lead, helper]) {
      const list = (await (await sessionsOf(coach.cookie)).json()) as TrainerSessionsResponse;
      expect(list.sessions.map((s) => [s.id, s.lead])).toEqual([[session.id, coach === lead]]);
      expect((await call(t, coach.cookie, 'GET', `/trainer/trainings/${session.id}`)).status).toBe(200);
    }

    await call(t, a.cookie, 'PUT', trainersOf('trainings', session.id), {
      trainers: [{ trainerId: lead.trainer.id, lead: true }],
    });
    expect((await call(t, helper.cookie, 'GET', `/trainer/trainings/${session.id}`)).status).toBe(404);
    expect(((await (await sessionsOf(helper.cookie)).json()) as TrainerSessionsResponse).sessions).toEqual(
      [],
    );
    expect((await auditRowsOf(t, 'training', session.id)).map((r) => r.action)).toEqual([
      'training.trainers_assign',
      'training.trainers_assign',
    ]);
  });

  it('camps too', async () => {
    const camp = await createCamp(t.ctx.db, { startDate: '2026-05-11', endDate: '2026-05-15' });
    const coach = await signedInTrainer(t);
    const res = await call(t, a.cookie, 'PUT', trainersOf('camps', camp.id), {
      trainers: [{ trainerId: coach.trainer.id, lead: true }],
    });
    expect(res.status).toBe(200);
    const list = (await (await sessionsOf(coach.cookie)).json()) as TrainerSessionsResponse;
    expect(list.sessions).toEqual([expect.objectContaining({ kind: 'camp', id: camp.id, lead: true })]);
  });

  it('refuses two leads, an unknown trainer, and a gone offer, changing nothing', async () => {
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-09', '10:00') });
    const [x, y] = [await createTrainer(t.ctx.db), await createTrainer(t.ctx.db)];
    const twoLeads = await call(t, a.cookie, 'PUT', trainersOf('trainings', session.id), {
      trainers: [
        { trainerId: x.id, lead: true },
        { trainerId: y.id, lead: true },
      ],
    });
    expect(twoLeads.status).toBe(400);
    const unknown = await call(t, a.cookie, 'PUT', trainersOf('trainings', session.id), {
      trainers: [{ trainerId: crypto.randomUUID(), lead: false }],
    });
    expect(unknown.status).toBe(400);
    const gone = await call(t, a.cookie, 'PUT', trainersOf('trainings', crypto.randomUUID()), {
      trainers: [],
    });
    expect(gone.status).toBe(404);
    expect(
      await t.ctx.db.select().from(sessionTrainers).where(eq(sessionTrainers.sessionId, session.id)),
    ).toEqual([]);
  });

  it('saving the training form keeps the lead of a trainer who stays', async () => {
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-20', '10:00') });
    const [x, y] = [await createTrainer(t.ctx.db), await createTrainer(t.ctx.db)];
    await call(t, a.cookie, 'PUT', trainersOf('trainings', session.id), {
      trainers: [
        { trainerId: x.id, lead: true },
        { trainerId: y.id, lead: false },
      ],
    });
    await setSessionTrainers(t.ctx.db, session.id, [x.id]);
    expect(
      await t.ctx.db
        .select({ trainerId: sessionTrainers.trainerId, lead: sessionTrainers.lead })
        .from(sessionTrainers)
        .where(eq(sessionTrainers.sessionId, session.id)),
    ).toEqual([{ trainerId: x.id, lead: true }]);
  });
});
