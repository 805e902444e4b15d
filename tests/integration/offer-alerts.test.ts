import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sweepOfferAlerts } from '../../src/server/features/offer-alerts/sweep-offer-alerts';
import { PUSH_QUEUE } from '../../src/server/features/push';
import { MAIL_QUEUE, registerMailWorker } from '../../src/server/integrations/mail';
import {
  assignCampTrainer,
  assignTrainer,
  createAdmin,
  createCamp,
  createPushSubscription,
  createSession,
} from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { startSmtpServer } from '../helpers/smtp-server';
import { setupTestApp } from '../helpers/test-app';
import { book, cancel, type Family, signedInFamily, zurich } from './booking-fixtures';
import { type SignedInTrainer, signedInTrainer } from './trainer-fixtures';

// Alerts on an offer's changes (issue 29, decision 052), through the real mail worker to a real SMTP server: a mail
// per change for whoever chose it, one digest a day at 18:00 Zurich time with the day's changes, each change sent
// once however often (or however concurrently) the sweep runs, and nothing for "Keine", for nobody's choice, or for
// the trainer of another offer. The changes are made through the app's own booking, cancellation and waitlist routes.

const smtp = await startSmtpServer();
const t = setupTestApp({ SMTP_URL: smtp.url });

beforeAll(() => registerMailWorker(t.ctx, { retryDelaySeconds: 1 }));
afterAll(() => smtp.stop());
beforeEach(() => t.clock.set(zurich('2026-05-04', '09:00'))); // Monday

type Kind = 'trainings' | 'camps';
type Mode = 'EACH' | 'DIGEST' | 'NONE';

function choose(who: { cookie: string }, area: 'trainer' | 'admin', kind: Kind, offerId: string, mode: Mode) {
  return t.request(`/api/${area}/${kind}/${offerId}/alerts`, {
    method: 'PUT',
    headers: { cookie: who.cookie },
    json: { mode },
  });
}

async function trainerOf(
  kind: Kind,
  offerId: string,
  mode: Mode,
  trainer?: SignedInTrainer,
): Promise<SignedInTrainer> {
  const who = trainer ?? (await signedInTrainer(t));
  if (kind === 'trainings') await assignTrainer(t.ctx.db, { sessionId: offerId, trainerId: who.trainer.id });
  else await assignCampTrainer(t.ctx.db, { campId: offerId, trainerId: who.trainer.id });
  expect((await choose(who, 'trainer', kind, offerId, mode)).status).toBe(200);
  return who;
}

/** Saturday 09.05.2026, 10:00. */
const training = (capacity = 10) =>
  createSession(t.ctx.db, { title: 'TIZ Training', startsAt: zurich('2026-05-09', '10:00'), capacity });

function joinWaitlist(family: Family, kind: Kind, offerId: string) {
  return t.request(`/api/${kind}/${offerId}/waitlist`, {
    method: 'POST',
    headers: { cookie: family.cookie },
    json: { childIds: [family.children[0]!.id], acceptTerms: true },
  });
}

async function sweepAt(at: Date, options: { digestSlot?: Date } = {}) {
  t.clock.set(at);
  return sweepOfferAlerts(t.ctx, options);
}

/**
 * The mails that reached the SMTP server for an address, once every mail job queued for it has been delivered: a
 * count read then is final (nothing still on its way).
 */
async function deliveredTo(address: string) {
  let mails = smtp.messages.filter((m) => m.envelope.to.includes(address));
  await vi.waitFor(
    async () => {
      const { rows } = await t.ctx.db.execute<{ open: number; total: number }>(sql`
        select count(*) filter (where state <> 'completed')::int as open, count(*)::int as total
        from pgboss.job where name = ${MAIL_QUEUE} and data->'message'->'to' ? ${address}`);
      expect(rows[0]?.open).toBe(0);
      mails = smtp.messages.filter((m) => m.envelope.to.includes(address));
      expect(mails).toHaveLength(rows[0]?.total ?? 0);
    },
    { timeout: 15_000, interval: 100 },
  );
  return mails;
}

async function pushesTo(userId: string) {
  const { rows } = await t.ctx.db.execute<{
    data: { payload: { title: string; body: string; url: string } };
  }>(sql`select data from pgboss.job where name = ${PUSH_QUEUE} and data->>'userId' = ${userId}`);
  return rows.map((row) => row.data.payload);
}

const shortName = (family: Family) =>
  `${family.children[0]!.firstName} ${family.children[0]!.lastName.charAt(0)}.`;
const fullName = (family: Family) => `${family.children[0]!.firstName} ${family.children[0]!.lastName}`;

describe('a mail per change', () => {
  it('sends one mail per change to the trainer who chose it, once, however often the sweep runs', async () => {
    const session = await training();
    const trainer = await trainerOf('trainings', session.id, 'EACH');
    const mia = await signedInFamily(t);
    const noah = await signedInFamily(t);

    expect((await book(t, mia.cookie, 'trainings', session.id, [mia.children[0]!.id])).status).toBe(201);
    expect((await book(t, noah.cookie, 'trainings', session.id, [noah.children[0]!.id])).status).toBe(201);
    t.clock.set(zurich('2026-05-04', '09:30'));
    expect((await cancel(t, mia.cookie, 'trainings', session.id, mia.children[0]!.id)).status).toBe(200);

    // A retried job, and two instances sweeping at once.
    await sweepAt(zurich('2026-05-04', '09:31'));
    await Promise.all([sweepAt(zurich('2026-05-04', '09:31')), sweepAt(zurich('2026-05-04', '09:31'))]);

    const mails = await deliveredTo(trainer.account.email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Abmeldung: TIZ Training, Samstag, 09.05.2026, 10:00',
      'Anmeldung: TIZ Training, Samstag, 09.05.2026, 10:00',
      'Anmeldung: TIZ Training, Samstag, 09.05.2026, 10:00',
    ]);
    const texts = mails.map((m) => m.text).join('\n');
    expect(texts).toContain(`${shortName(mia)} angemeldet`);
    expect(texts).toContain(`${shortName(noah)} angemeldet`);
    expect(texts).toContain(`${shortName(mia)} abgemeldet`);
    // Only the initial of the last name, and never an amount.
    expect(texts).not.toContain(fullName(mia));
    expect(texts).not.toContain('CHF');
    // Each mail names the child it is about, so a family's erasure finds it while it waits (job-about.ts).
    const { rows } = await t.ctx.db.execute<{ about: { childIds: string[] } }>(sql`
      select data->'about' as about from pgboss.job
      where name = ${MAIL_QUEUE} and data->'message'->'to' ? ${trainer.account.email}`);
    expect(rows.flatMap((row) => row.about.childIds).sort()).toEqual(
      [mia.children[0]!.id, mia.children[0]!.id, noah.children[0]!.id].sort(),
    );

    await sweepAt(zurich('2026-05-04', '10:00'));
    expect(await deliveredTo(trainer.account.email)).toHaveLength(3);
  });

  it('sends nothing for "Keine", nothing to the trainer of another offer, and to an admin only what they chose', async () => {
    const session = await training();
    const other = await training();
    const quiet = await trainerOf('trainings', session.id, 'EACH');
    expect((await choose(quiet, 'trainer', 'trainings', session.id, 'NONE')).status).toBe(200);
    const elsewhere = await trainerOf('trainings', other.id, 'EACH');
    const admin = await createAdmin(t.ctx.db);
    const adminCookie = { cookie: await sessionCookieFor(t, admin.id) };
    const silentAdmin = await createAdmin(t.ctx.db);
    expect((await choose(adminCookie, 'admin', 'trainings', session.id, 'EACH')).status).toBe(200);
    await createPushSubscription(t.ctx.db, { userId: admin.id });
    const lena = await signedInFamily(t);

    expect((await book(t, lena.cookie, 'trainings', session.id, [lena.children[0]!.id])).status).toBe(201);
    await sweepAt(zurich('2026-05-04', '09:01'));

    expect(await deliveredTo(quiet.account.email)).toEqual([]);
    expect(await deliveredTo(elsewhere.account.email)).toEqual([]);
    expect(await deliveredTo(silentAdmin.email)).toEqual([]);
    const [mail, ...more] = await deliveredTo(admin.email);
    expect(more).toEqual([]);
    expect(mail?.text).toContain(`${shortName(lena)} angemeldet`);
    // The push names the offer, never the child.
    const [push] = await pushesTo(admin.id);
    expect(push?.title).toBe('Anmeldung');
    expect(push?.body).not.toContain(lena.children[0]!.firstName);
  });

  it('sends the camp trainer a mail per booking of the camp', async () => {
    const camp = await createCamp(t.ctx.db, {
      name: 'Herbstcamp',
      startDate: '2026-10-12',
      endDate: '2026-10-16',
    });
    const trainer = await trainerOf('camps', camp.id, 'EACH');
    const lena = await signedInFamily(t);
    expect((await book(t, lena.cookie, 'camps', camp.id, [lena.children[0]!.id])).status).toBe(201);
    await sweepAt(zurich('2026-05-04', '09:01'));
    const [mail, ...more] = await deliveredTo(trainer.account.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Anmeldung: Herbstcamp, 12.10.2026 – 16.10.2026');
  });

  it("sends a parent's absence report after the cutoff, without its reason", async () => {
    const session = await training();
    const trainer = await trainerOf('trainings', session.id, 'EACH');
    const lena = await signedInFamily(t);
    expect((await book(t, lena.cookie, 'trainings', session.id, [lena.children[0]!.id])).status).toBe(201);
    t.clock.set(zurich('2026-05-08', '15:00')); // Friday, after the cutoff at 14:00: the seat stays
    const reported = await t.request(
      `/api/trainings/${session.id}/registrations/${lena.children[0]!.id}/absence`,
      { method: 'POST', headers: { cookie: lena.cookie }, json: { reason: 'Grippe seit gestern' } },
    );
    expect(reported.status).toBe(200);
    await sweepAt(zurich('2026-05-08', '15:01'));

    const mails = await deliveredTo(trainer.account.email);
    expect(mails.map((m) => m.subject)).toContain('Abwesenheit: TIZ Training, Samstag, 09.05.2026, 10:00');
    const absence = mails.find((m) => m.subject.startsWith('Abwesenheit'));
    expect(absence?.text).toContain(`${shortName(lena)} abwesend gemeldet`);
    expect(absence?.text).not.toContain('Grippe');
  });

  it('takes a trainer off the offer: no more mails', async () => {
    const session = await training();
    const trainer = await trainerOf('trainings', session.id, 'EACH');
    await t.ctx.db.execute(sql`delete from session_trainers where trainer_id = ${trainer.trainer.id}`);
    const lena = await signedInFamily(t);
    expect((await book(t, lena.cookie, 'trainings', session.id, [lena.children[0]!.id])).status).toBe(201);
    await sweepAt(zurich('2026-05-04', '09:01'));
    expect(await deliveredTo(trainer.account.email)).toEqual([]);
  });
});

describe('the daily digest at 18:00 Zurich time', () => {
  it("sends one digest a day with the day's changes, the waitlist's moves among them, each once", async () => {
    const session = await training(1);
    const trainer = await trainerOf('trainings', session.id, 'DIGEST');
    await createPushSubscription(t.ctx.db, { userId: trainer.account.id });
    const mia = await signedInFamily(t);
    const noah = await signedInFamily(t);
    const lea = await signedInFamily(t);

    expect((await book(t, mia.cookie, 'trainings', session.id, [mia.children[0]!.id])).status).toBe(201);
    t.clock.set(zurich('2026-05-04', '12:00'));
    expect((await joinWaitlist(noah, 'trainings', session.id)).status).toBe(201);
    t.clock.set(zurich('2026-05-04', '17:59'));
    // Mia's seat goes to Noah, the first in line, in the same transaction.
    expect((await cancel(t, mia.cookie, 'trainings', session.id, mia.children[0]!.id)).status).toBe(200);
    t.clock.set(zurich('2026-05-04', '18:30'));
    expect((await joinWaitlist(lea, 'trainings', session.id)).status).toBe(201);

    // Before 18:00 nothing goes out; the per-change sweep leaves the digest's changes alone.
    await sweepAt(zurich('2026-05-04', '17:59:30'));
    expect(await deliveredTo(trainer.account.email)).toEqual([]);

    await sweepAt(zurich('2026-05-04', '18:00'));
    await Promise.all([sweepAt(zurich('2026-05-04', '18:01')), sweepAt(zurich('2026-05-04', '18:01'))]);
    await sweepAt(zurich('2026-05-04', '19:00'));
    const [monday, ...more] = await deliveredTo(trainer.account.email);
    expect(more).toEqual([]);
    expect(monday?.subject).toBe('Tageszusammenfassung 04.05.2026: 4 Änderungen');
    const lines = monday?.text.split('\n') ?? [];
    for (const expected of [
      `${shortName(mia)} angemeldet`,
      `${shortName(noah)} auf die Warteliste gesetzt`,
      `${shortName(mia)} abgemeldet`,
      `${shortName(noah)} von der Warteliste nachgerückt`,
    ])
      expect(
        lines.some((line) => line.endsWith(expected)),
        expected,
      ).toBe(true);
    expect(monday?.text).not.toContain(shortName(lea));
    expect(await pushesTo(trainer.account.id)).toEqual([
      expect.objectContaining({ title: 'Tageszusammenfassung', body: '4 Änderungen bei Ihren Angeboten.' }),
    ]);

    // Tuesday's digest holds Monday evening's change.
    await sweepAt(zurich('2026-05-05', '18:00'));
    const mails = await deliveredTo(trainer.account.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('Tageszusammenfassung 05.05.2026: 1 Änderung');
    expect(mails[1]?.text).toContain(`${shortName(lea)} auf die Warteliste gesetzt`);
  });

  it('sends no digest on a day without changes, and none for changes made before the digest was chosen', async () => {
    const session = await training();
    const lena = await signedInFamily(t);
    expect((await book(t, lena.cookie, 'trainings', session.id, [lena.children[0]!.id])).status).toBe(201);
    t.clock.set(zurich('2026-05-04', '10:00'));
    const trainer = await trainerOf('trainings', session.id, 'DIGEST');
    await sweepAt(zurich('2026-05-04', '18:00'));
    expect(await deliveredTo(trainer.account.email)).toEqual([]);
  });

  it('sends a digest for a given slot when the job names it, and that day never again', async () => {
    const session = await training();
    const trainer = await trainerOf('trainings', session.id, 'DIGEST');
    const lena = await signedInFamily(t);
    expect((await book(t, lena.cookie, 'trainings', session.id, [lena.children[0]!.id])).status).toBe(201);
    await sweepAt(zurich('2026-05-04', '09:05'), { digestSlot: zurich('2026-05-04', '18:00') });
    await sweepAt(zurich('2026-05-04', '18:00'));
    const [mail, ...more] = await deliveredTo(trainer.account.email);
    expect(more).toEqual([]);
    expect(mail?.text).toContain(`${shortName(lena)} angemeldet`);
  });
});

describe('the choice', () => {
  it('answers "Keine" until chosen, keeps the choice, and refuses an unknown one with a German message', async () => {
    const session = await training();
    const trainer = await trainerOf('trainings', session.id, 'NONE');
    const read = () =>
      t.request(`/api/trainer/trainings/${session.id}/alerts`, { headers: { cookie: trainer.cookie } });
    expect(await (await read()).json()).toEqual({ mode: 'NONE' });
    expect(await (await choose(trainer, 'trainer', 'trainings', session.id, 'DIGEST')).json()).toEqual({
      mode: 'DIGEST',
    });
    expect(await (await read()).json()).toEqual({ mode: 'DIGEST' });

    const refused = await t.request(`/api/trainer/trainings/${session.id}/alerts`, {
      method: 'PUT',
      headers: { cookie: trainer.cookie },
      json: { mode: 'SOMETIMES' },
    });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('VALIDATION');
    expect(await (await read()).json()).toEqual({ mode: 'DIGEST' });
  });
});
