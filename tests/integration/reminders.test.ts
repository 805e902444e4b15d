import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { formatChf } from '../../src/domain/money';
import { connect } from '../../src/server/db/client';
import { payments, reminderDeliveries } from '../../src/server/db/schema';
import { PUSH_QUEUE, type PushJob } from '../../src/server/features/push';
import {
  REMINDERS_CRON,
  REMINDERS_QUEUE,
  registerRemindersWorker,
} from '../../src/server/features/reminders/reminders-job';
import { sendDueReminders } from '../../src/server/features/reminders/send-due-reminders';
import { type Jobs, startJobs } from '../../src/server/jobs/jobs';
import {
  type Child,
  createCamp,
  createCampPayment,
  createCampRsvp,
  createChild,
  createParent,
  createPayment,
  createPushSubscription,
  createRsvp,
  createSession,
  linkSecondParent,
  type Profile,
} from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';
import { mailsTo, zurich } from './booking-fixtures';

// Reminders (issue 16): due and not due at the edges (the DST weekends in Europe/Zurich), push where subscribed and
// mail otherwise, the parent's opt-out, open payments and paid ones, and each reminder exactly once: swept twice,
// by two instances at the same time, and again after a restart. The sweep runs as the scheduled job runs it, on
// the test clock; mails and pushes are read from the queue (no worker delivers them here).

const t = setupTestApp();

interface Family {
  parent: Profile;
  child: Child;
}

async function family(): Promise<Family> {
  const parent = await createParent(t.ctx.db);
  return { parent, child: await createChild(t.ctx.db, { parentId: parent.id }) };
}

/** A training at a Zurich date and time with `families` registered on `bookedAt` (no payment: nothing is owed). */
async function trainingWith(date: string, time: string, families: Family[], bookedAt: Date) {
  const session = await createSession(t.ctx.db, {
    startsAt: zurich(date, time),
    location: 'Kunstrasen Rotkreuz',
  });
  const rsvps = [];
  for (const f of families)
    rsvps.push(
      await createRsvp(t.ctx.db, { sessionId: session.id, childId: f.child.id, createdAt: bookedAt }),
    );
  return { session, rsvps };
}

async function sweepAt(at: Date) {
  t.clock.set(at);
  return sendDueReminders(t.ctx);
}

async function pushesTo(userId: string): Promise<PushJob[]> {
  const { rows } = await t.ctx.db.execute<{ data: PushJob }>(
    sql`select data from pgboss.job where name = ${PUSH_QUEUE} and data->>'userId' = ${userId}`,
  );
  return rows.map((row) => row.data);
}

async function deliveryOf(kind: string, subjectId: string) {
  const [row] = await t.ctx.db
    .select()
    .from(reminderDeliveries)
    .where(and(eq(reminderDeliveries.kind, kind as never), eq(reminderDeliveries.subjectId, subjectId)));
  return row;
}

describe('training reminders on the DST weekends', () => {
  it('March: 24 real hours before Sunday 10:00 CEST is Saturday 09:00 CET; the deadline Saturday 13:00', async () => {
    const f = await family();
    const { rsvps } = await trainingWith('2026-03-29', '10:00', [f], new Date('2026-03-20T10:00:00Z'));

    await sweepAt(new Date('2026-03-28T07:59:59Z'));
    expect(await mailsTo(t, f.parent.email)).toEqual([]);

    await sweepAt(new Date('2026-03-28T08:00:00Z'));
    const [mail, ...more] = await mailsTo(t, f.parent.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Erinnerung: TIZ Training am Sonntag, 29.03.2026, 10:00–11:45');
    expect(mail?.text).toContain(
      `${f.child.firstName} ${f.child.lastName} ist für folgendes Training angemeldet`,
    );
    expect(mail?.text).toContain('Ort: Kunstrasen Rotkreuz');
    expect(mail?.text).toContain('Kostenlose Abmeldung mit Gutschrift bis Samstag, 28.03.2026, 13:00 Uhr.');
    expect(await deliveryOf('TRAINING_START', rsvps[0]!.id)).toMatchObject({ mails: 1, pushes: 0 });

    await sweepAt(new Date('2026-03-28T08:05:00Z'));
    expect(await mailsTo(t, f.parent.email)).toHaveLength(1);
  });

  it('October: 24 real hours before Sunday 10:00 CET is Saturday 11:00 CEST; the deadline Saturday 15:00', async () => {
    const f = await family();
    await trainingWith('2026-10-25', '10:00', [f], new Date('2026-10-18T10:00:00Z'));

    await sweepAt(new Date('2026-10-24T08:59:59Z'));
    expect(await mailsTo(t, f.parent.email)).toEqual([]);

    await sweepAt(new Date('2026-10-24T09:00:00Z'));
    const mails = await mailsTo(t, f.parent.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('bis Samstag, 24.10.2026, 15:00 Uhr');
  });

  it('sends nothing once the free cancellation has ended (a sweep that came too late)', async () => {
    const f = await family();
    const { rsvps } = await trainingWith('2026-05-10', '10:00', [f], new Date('2026-05-01T10:00:00Z'));
    await sweepAt(new Date('2026-05-09T12:00:00Z')); // Saturday 14:00 CEST: exactly 20 hours before
    expect(await mailsTo(t, f.parent.email)).toEqual([]);
    expect(await deliveryOf('TRAINING_START', rsvps[0]!.id)).toBeUndefined();
  });

  it('sends nothing for a cancelled registration or a booking made after the reminder moment', async () => {
    const cancelled = await family();
    const late = await family();
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-17', '10:00') });
    await createRsvp(t.ctx.db, {
      sessionId: session.id,
      childId: cancelled.child.id,
      createdAt: new Date('2026-05-01T10:00:00Z'),
      cancelledAt: new Date('2026-05-02T10:00:00Z'),
    });
    await createRsvp(t.ctx.db, {
      sessionId: session.id,
      childId: late.child.id,
      createdAt: new Date('2026-05-16T08:30:00Z'),
    });
    await sweepAt(new Date('2026-05-16T09:00:00Z'));
    expect(await mailsTo(t, cancelled.parent.email)).toEqual([]);
    expect(await mailsTo(t, late.parent.email)).toEqual([]);
  });
});

describe('camp reminders', () => {
  it('3 days before Monday 09:00 CEST is Friday 09:00 CET, with the last day to cancel', async () => {
    const f = await family();
    const camp = await createCamp(t.ctx.db, {
      name: 'Osterferien-Camp',
      startDate: '2026-03-30',
      endDate: '2026-04-03',
      location: 'Sportanlage Rotkreuz',
    });
    await createCampRsvp(t.ctx.db, {
      campId: camp.id,
      childId: f.child.id,
      createdAt: new Date('2026-03-01T10:00:00Z'),
    });

    await sweepAt(new Date('2026-03-27T07:59:59Z'));
    expect(await mailsTo(t, f.parent.email)).toEqual([]);
    await sweepAt(new Date('2026-03-27T08:00:00Z'));
    const [mail, ...more] = await mailsTo(t, f.parent.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Erinnerung: Osterferien-Camp ab 30.03.2026 – 03.04.2026');
    expect(mail?.text).toContain('Zeit: 09:00–16:00 Uhr');
    expect(mail?.text).toContain('Ort: Sportanlage Rotkreuz');
    expect(mail?.text).toContain('Abmeldung bis und mit Montag, 30.03.2026 möglich.');
  });
});

describe('push where subscribed, mail otherwise, and the opt-out', () => {
  it('pushes to a parent with a device, mails the linked second parent, and mails nobody who switched off', async () => {
    const a = await family();
    const partner = await createParent(t.ctx.db);
    await linkSecondParent(t.ctx.db, { parentId: a.parent.id, secondParentId: partner.id });
    await createPushSubscription(t.ctx.db, { userId: a.parent.id });
    const quiet = await family();
    const off = await t.request('/api/reminders/settings', {
      method: 'PUT',
      json: { mailReminders: false },
      headers: { cookie: await sessionCookieFor(t, quiet.parent.id) },
    });
    expect(off.status).toBe(200);
    const { rsvps } = await trainingWith('2026-06-14', '10:00', [a, quiet], new Date('2026-06-01T10:00:00Z'));

    await sweepAt(new Date('2026-06-13T08:00:00Z'));
    const [push, ...morePushes] = await pushesTo(a.parent.id);
    expect(morePushes).toEqual([]);
    expect(push?.payload.title).toBe('Morgen: TIZ Training');
    expect(push?.payload.body).toContain('Kostenlose Abmeldung bis Samstag, 13.06.2026, 14:00 Uhr.');
    // no child's name on a lock screen
    expect(push?.payload.body).not.toContain(a.child.firstName);
    expect(await mailsTo(t, a.parent.email)).toEqual([]);
    expect(await mailsTo(t, partner.email)).toHaveLength(1);
    expect(await mailsTo(t, quiet.parent.email)).toEqual([]);
    expect(await deliveryOf('TRAINING_START', rsvps[1]!.id)).toMatchObject({ mails: 0, pushes: 0 });

    // Handled once, also for the parent who gets nothing: switching mails on later sends no late reminder.
    await t.request('/api/reminders/settings', {
      method: 'PUT',
      json: { mailReminders: true },
      headers: { cookie: await sessionCookieFor(t, quiet.parent.id) },
    });
    await sweepAt(new Date('2026-06-13T08:05:00Z'));
    expect(await mailsTo(t, quiet.parent.email)).toEqual([]);
    expect(await pushesTo(a.parent.id)).toHaveLength(1);
  });

  it('names every child of a family in one message', async () => {
    const f = await family();
    const sibling = await createChild(t.ctx.db, { parentId: f.parent.id, firstName: 'Noah' });
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-06-28', '10:00') });
    for (const childId of [f.child.id, sibling.id])
      await createRsvp(t.ctx.db, {
        sessionId: session.id,
        childId,
        createdAt: new Date('2026-06-01T10:00:00Z'),
      });
    await sweepAt(new Date('2026-06-27T08:00:00Z'));
    const mails = await mailsTo(t, f.parent.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(' sind für folgendes Training angemeldet');
    expect(mails[0]?.text).toContain(`${f.child.firstName} ${f.child.lastName}`);
    expect(mails[0]?.text).toContain(`Noah ${sibling.lastName}`);
  });
});

describe('open payments', () => {
  it('mails 3 days after the booking and the day before, with the pay link; a paid payment gets none', async () => {
    const [open, paid, paidLater, off] = [await family(), await family(), await family(), await family()];
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-07-12', '10:00') });
    const bookedAt = new Date('2026-07-01T10:00:00Z');
    const paymentOf: Record<string, string> = {};
    for (const [f, status] of [
      [open, 'REQUIRES_PAYMENT'],
      [paid, 'SUCCEEDED'],
      [paidLater, 'FAILED'],
      [off, 'REQUIRES_PAYMENT'],
    ] as const) {
      const rsvp = await createRsvp(t.ctx.db, {
        sessionId: session.id,
        childId: f.child.id,
        createdAt: bookedAt,
      });
      const payment = await createPayment(t.ctx.db, {
        sessionId: session.id,
        childId: f.child.id,
        rsvpId: rsvp.id,
        status,
        createdAt: bookedAt,
        updatedAt: bookedAt,
      });
      paymentOf[f.parent.id] = payment.id;
    }
    await t.request('/api/reminders/settings', {
      method: 'PUT',
      json: { mailReminders: false },
      headers: { cookie: await sessionCookieFor(t, off.parent.id) },
    });
    const paymentMails = async (f: Family) =>
      (await mailsTo(t, f.parent.email)).filter((m) => m.subject.includes('Zahlung'));

    await sweepAt(new Date('2026-07-04T09:59:59Z'));
    expect(await paymentMails(open)).toEqual([]);
    await sweepAt(new Date('2026-07-04T10:00:00Z'));
    const [first] = await paymentMails(open);
    expect(first?.subject).toBe('Offene Zahlung: TIZ Training am Sonntag, 12.07.2026, 10:00–11:45');
    expect(first?.text).toContain(`${open.child.firstName} ${open.child.lastName}: ${formatChf(2500)}`);
    expect(first?.text).toContain(`${t.ctx.config.appUrl}/zahlungen`);
    expect(first?.html).toContain(`href="${t.ctx.config.appUrl}/zahlungen"`);
    // The QR-bill of the payment, as a link to the signed-in download (decision 034).
    const qrBill = `${t.ctx.config.appUrl}/api/payments/training/${paymentOf[open.parent.id]}/qr-bill.pdf`;
    expect(first?.text).toContain(`QR-Rechnung (PDF):\n${qrBill}`);
    expect(first?.html).toContain(`href="${qrBill}"`);
    expect(await paymentMails(paid)).toEqual([]);
    expect(await paymentMails(paidLater)).toHaveLength(1); // failed is still owed
    expect(await paymentMails(off)).toEqual([]);

    await t.ctx.db
      .update(payments)
      .set({ status: 'SUCCEEDED', method: 'STRIPE_TWINT', updatedAt: new Date('2026-07-05T10:00:00Z') })
      .where(eq(payments.id, paymentOf[paidLater.parent.id]!));

    await sweepAt(new Date('2026-07-11T07:59:59Z'));
    expect(await paymentMails(open)).toHaveLength(1);
    await sweepAt(new Date('2026-07-11T08:00:00Z'));
    const last = (await paymentMails(open))[1];
    expect(last?.subject).toBe(
      'Letzte Erinnerung: offene Zahlung für TIZ Training am Sonntag, 12.07.2026, 10:00–11:45',
    );
    expect(await paymentMails(paidLater)).toHaveLength(1);
    expect(await paymentMails(paid)).toEqual([]);
    expect(await paymentMails(off)).toEqual([]);
    await sweepAt(new Date('2026-07-11T09:00:00Z'));
    expect(await paymentMails(open)).toHaveLength(2);
  });

  it('reminds of an open camp payment 3 days after the booking', async () => {
    const f = await family();
    const camp = await createCamp(t.ctx.db, { name: 'Sommercamp', startDate: '2026-08-10' });
    const rsvp = await createCampRsvp(t.ctx.db, {
      campId: camp.id,
      childId: f.child.id,
      createdAt: new Date('2026-07-20T10:00:00Z'),
    });
    const payment = await createCampPayment(t.ctx.db, {
      campId: camp.id,
      childId: f.child.id,
      campRsvpId: rsvp.id,
    });
    await sweepAt(new Date('2026-07-23T10:00:00Z'));
    const mails = await mailsTo(t, f.parent.email);
    expect(mails.map((m) => m.subject)).toEqual(['Offene Zahlung: Sommercamp (10.08.2026 – 14.08.2026)']);
    expect(mails[0]?.text).toContain(`: ${formatChf(50000)}`);
    // The mail's QR-bill link is the parent's download of exactly this payment.
    const link = mails[0]?.text.match(/QR-Rechnung \(PDF\):\n(\S+)/)?.[1] ?? '';
    expect(link).toBe(`${t.ctx.config.appUrl}/api/payments/camp/${payment.id}/qr-bill.pdf`);
    const download = await t.request(new URL(link).pathname, {
      headers: { cookie: await sessionCookieFor(t, f.parent.id) },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
  });
});

describe('exactly once', () => {
  const instances: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const instance of instances) await instance.close();
  });

  /** A second app instance on the same database: its own connections and its own pg-boss. */
  async function anotherInstance() {
    const database = connect(t.database.url, 10);
    const jobs = await startJobs(t.database.url, { workers: false });
    const instance = {
      ctx: { ...t.ctx, db: database.db, jobs },
      close: async () => {
        await jobs.stop();
        await database.close();
      },
    };
    instances.push(instance);
    return instance;
  }

  it('two instances sweeping at once send each reminder once, and a restarted one sends nothing again', async () => {
    const families = await Promise.all(Array.from({ length: 12 }, () => family()));
    const { rsvps } = await trainingWith('2026-09-06', '10:00', families, new Date('2026-08-20T10:00:00Z'));
    const one = await anotherInstance();
    const two = await anotherInstance();
    t.clock.set(new Date('2026-09-05T08:00:00Z'));

    const results = await Promise.all([
      sendDueReminders(one.ctx),
      sendDueReminders(two.ctx),
      sendDueReminders(t.ctx),
    ]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(12);
    for (const f of families) expect(await mailsTo(t, f.parent.email)).toHaveLength(1);

    // A restart: both instances go away, a new one sweeps on the same data a few minutes later.
    await one.close();
    await two.close();
    instances.splice(0);
    const restarted = await anotherInstance();
    t.clock.set(new Date('2026-09-05T08:05:00Z'));
    expect((await sendDueReminders(restarted.ctx)).sent).toBe(0);
    for (const f of families) expect(await mailsTo(t, f.parent.email)).toHaveLength(1);
    const rows = await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from reminder_deliveries where kind = 'TRAINING_START'
        and subject_id in (${sql.join(
          rsvps.map((r) => sql`${r.id}::uuid`),
          sql`, `,
        )})`,
    );
    expect(rows.rows[0]?.n).toBe(12);
  });
});

describe('the scheduled sweep', () => {
  /** Sends a sweep job as the schedule does and waits until this instance's worker has finished it. */
  async function sweepThrough(jobs: Jobs): Promise<unknown> {
    const id = await jobs.sendWithId(REMINDERS_QUEUE, {});
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const job = id ? await jobs.boss.getJobById(REMINDERS_QUEUE, id) : null;
      if (job?.state === 'completed') return job.output;
      if (job?.state === 'failed') throw new Error('the sweep failed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the sweep did not finish');
  }

  it('runs every 5 minutes in Zurich time, and a restarted worker sends nothing twice', async () => {
    const f = await family();
    await trainingWith('2026-09-13', '10:00', [f], new Date('2026-09-01T10:00:00Z'));
    t.clock.set(new Date('2026-09-12T08:01:00Z'));

    const first = await startJobs(t.database.url);
    await registerRemindersWorker({ ...t.ctx, jobs: first });
    const schedules = await first.boss.getSchedules();
    expect(schedules.find((s) => s.name === REMINDERS_QUEUE)).toMatchObject({
      cron: REMINDERS_CRON,
      timezone: 'Europe/Zurich',
    });
    expect(await sweepThrough(first)).toMatchObject({ sent: 1, mails: 1 });
    await first.stop();

    const second = await startJobs(t.database.url);
    try {
      await registerRemindersWorker({ ...t.ctx, jobs: second });
      t.clock.set(new Date('2026-09-12T08:06:00Z'));
      expect(await sweepThrough(second)).toMatchObject({ sent: 0 });
    } finally {
      await second.stop();
    }
    expect(await mailsTo(t, f.parent.email)).toHaveLength(1);
  });
});

describe('GET/PUT /api/reminders/settings', () => {
  it('is on by default, switches off and on, and refuses bad input with a German message', async () => {
    const parent = await createParent(t.ctx.db);
    const cookie = await sessionCookieFor(t, parent.id);
    const read = async () =>
      (await t.request('/api/reminders/settings', { headers: { cookie } })).json() as Promise<unknown>;
    expect(await read()).toEqual({ mailReminders: true });

    const bad = await t.request('/api/reminders/settings', {
      method: 'PUT',
      json: { mailReminders: 'nein' },
      headers: { cookie },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toMatch(/Eingabe|prüfen/);
    expect(await read()).toEqual({ mailReminders: true });

    for (const mailReminders of [false, false, true]) {
      const res = await t.request('/api/reminders/settings', {
        method: 'PUT',
        json: { mailReminders },
        headers: { cookie },
      });
      expect(await res.json()).toEqual({ mailReminders });
      expect(await read()).toEqual({ mailReminders });
    }
  });

  it('answers 401 without a session', async () => {
    expect((await t.request('/api/reminders/settings')).status).toBe(401);
    const put = await t.request('/api/reminders/settings', { method: 'PUT', json: { mailReminders: false } });
    expect(put.status).toBe(401);
  });
});
