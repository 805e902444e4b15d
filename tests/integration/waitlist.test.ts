import { and, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminWaitlistResponse } from '../../src/domain/bookings/admin-participants';
import type { TrainingsResponse, WaitlistJoinResponse } from '../../src/domain/bookings/contracts';
import { trainingFieldsOf } from '../../src/domain/trainings/training-form';
import {
  auditLog,
  campPayments,
  campRsvps,
  creditPacks,
  payments,
  pushHistory,
  rsvps,
  sessions,
  waitlistEntries,
} from '../../src/server/db/schema';
import {
  bookCamp,
  bookSession,
  createAdmin,
  createCamp,
  createCreditPack,
  createSession,
  createWaitlistEntry,
} from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp, type TestApp } from '../helpers/test-app';
import { cancel, errorCode, type Family, mailsTo, signedInFamily, zurich } from './booking-fixtures';

// Issue 16: the waitlist of a full training or camp, and the promotion of the first in line in the transaction that
// frees a seat.

const t = setupTestApp();
const SECOND = 1000;
const HOUR = 3_600_000;

beforeEach(() => t.clock.set(zurich('2026-05-04', '09:00')));

type Kind = 'trainings' | 'camps';

function join(app: TestApp, cookie: string, kind: Kind, offerId: string, childIds: string[]) {
  return app.request(`/api/${kind}/${offerId}/waitlist`, {
    method: 'POST',
    headers: { cookie },
    json: { childIds, acceptTerms: true },
  });
}

function leave(app: TestApp, cookie: string, kind: Kind, offerId: string, childId: string) {
  return app.request(`/api/${kind}/${offerId}/waitlist/${childId}`, {
    method: 'DELETE',
    headers: { cookie },
  });
}

/** A training on Saturday 09.05.2026 10:00 (cutoff Friday 14:00) with every seat taken by other families. */
async function fullTraining(capacity = 1) {
  const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-09', '10:00'), capacity });
  const booked: Family[] = [];
  for (let i = 0; i < capacity; i++) {
    const family = await signedInFamily(t);
    await bookSession(t.ctx.db, { sessionId: session.id, childId: family.children[0]!.id });
    booked.push(family);
  }
  return { session, booked };
}

async function activeRsvp(sessionId: string, childId: string) {
  const [row] = await t.ctx.db
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.sessionId, sessionId), eq(rsvps.childId, childId), isNull(rsvps.cancelledAt)));
  return row;
}

async function queueOf(sessionId: string) {
  const rows = await t.ctx.db
    .select({ childId: waitlistEntries.childId })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.sessionId, sessionId))
    .orderBy(waitlistEntries.createdAt, waitlistEntries.id);
  return rows.map((r) => r.childId);
}

describe('joining and leaving', () => {
  it('a full training: the children join in order and learn their places', async () => {
    const { session } = await fullTraining();
    const first = await signedInFamily(t);
    const second = await signedInFamily(t, 2);

    const a = await join(t, first.cookie, 'trainings', session.id, [first.children[0]!.id]);
    t.clock.advance(SECOND);
    const b = await join(
      t,
      second.cookie,
      'trainings',
      session.id,
      second.children.map((c) => c.id),
    );

    expect(a.status).toBe(201);
    expect(((await a.json()) as WaitlistJoinResponse).entries).toEqual([
      { childId: first.children[0]!.id, place: 1 },
    ]);
    expect(b.status).toBe(201);
    const places = ((await b.json()) as WaitlistJoinResponse).entries.map((e) => e.place).sort();
    expect(places).toEqual([2, 3]);

    // The trainings page shows each family only its own children's places.
    const page = await t.request('/api/trainings', { headers: { cookie: second.cookie } });
    const body = (await page.json()) as TrainingsResponse;
    const listed = body.upcoming.find((s) => s.id === session.id);
    expect(listed?.waitlist.map((w) => w.place).sort()).toEqual([2, 3]);
    expect(listed?.waitlist.map((w) => w.childId)).not.toContain(first.children[0]!.id);
  });

  it('the trainings page, read by several families at once, shows each its places in the whole queue (ties by id) and none on a past training', async () => {
    const { session } = await fullTraining();
    const other = await createSession(t.ctx.db, { startsAt: zurich('2026-05-16', '10:00'), capacity: 0 });
    const past = await createSession(t.ctx.db, { startsAt: zurich('2026-04-25', '10:00'), capacity: 0 });
    const [a, b, c] = [await signedInFamily(t, 2), await signedInFamily(t), await signedInFamily(t)];
    const at = (seconds: number) => new Date(t.clock.now().getTime() - HOUR + seconds * SECOND);
    const queue = [
      await createWaitlistEntry(t.ctx.db, {
        sessionId: session.id,
        childId: a.children[1]!.id,
        createdAt: at(0),
      }),
      await createWaitlistEntry(t.ctx.db, {
        sessionId: session.id,
        childId: b.children[0]!.id,
        createdAt: at(0),
      }),
      await createWaitlistEntry(t.ctx.db, {
        sessionId: session.id,
        childId: a.children[0]!.id,
        createdAt: at(1),
      }),
      await createWaitlistEntry(t.ctx.db, {
        sessionId: session.id,
        childId: c.children[0]!.id,
        createdAt: at(2),
      }),
    ].sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime() || (x.id < y.id ? -1 : 1));
    await createWaitlistEntry(t.ctx.db, {
      sessionId: other.id,
      childId: a.children[1]!.id,
      createdAt: at(3),
    });
    await createWaitlistEntry(t.ctx.db, { sessionId: past.id, childId: a.children[0]!.id, createdAt: at(0) });

    const pages = await Promise.all(
      [a, b, c].map(async (family) => {
        const page = await t.request('/api/trainings', { headers: { cookie: family.cookie } });
        expect(page.status).toBe(200);
        return (await page.json()) as TrainingsResponse;
      }),
    );
    const placesOf = (family: Family) =>
      queue
        .map((entry, i) => ({ childId: entry.childId, place: i + 1 }))
        .filter((p) => family.children.some((child) => child.id === p.childId));
    const waitlistOn = (page: TrainingsResponse, id: string) =>
      [...page.upcoming, ...page.past].find((s) => s.id === id)?.waitlist;
    for (const [i, family] of [a, b, c].entries()) {
      expect(waitlistOn(pages[i]!, session.id)).toEqual(placesOf(family));
    }
    expect(waitlistOn(pages[0]!, other.id)).toEqual([{ childId: a.children[1]!.id, place: 1 }]);
    expect(waitlistOn(pages[1]!, other.id)).toEqual([]);
    expect(waitlistOn(pages[0]!, past.id)).toEqual([]);
  });

  it('refuses a training with free seats, a child already booked or waiting, another family and a closed list', async () => {
    const open = await createSession(t.ctx.db, { startsAt: zurich('2026-05-09', '10:00'), capacity: 2 });
    const { session, booked } = await fullTraining();
    const family = await signedInFamily(t);
    const stranger = await signedInFamily(t);
    const child = family.children[0]!.id;

    const seatsFree = await join(t, family.cookie, 'trainings', open.id, [child]);
    expect([seatsFree.status, await errorCode(seatsFree)]).toEqual([409, 'WAITLIST_SEATS_FREE']);
    const bookedChild = await join(t, booked[0]!.cookie, 'trainings', session.id, [
      booked[0]!.children[0]!.id,
    ]);
    expect([bookedChild.status, await errorCode(bookedChild)]).toEqual([409, 'ALREADY_REGISTERED_TRAINING']);
    expect((await join(t, family.cookie, 'trainings', session.id, [child])).status).toBe(201);
    const twice = await join(t, family.cookie, 'trainings', session.id, [child]);
    expect([twice.status, await errorCode(twice)]).toEqual([409, 'ALREADY_WAITLISTED']);
    const foreign = await join(t, stranger.cookie, 'trainings', session.id, [child]);
    expect(foreign.status).toBe(404);
    const foreignLeave = await leave(t, stranger.cookie, 'trainings', session.id, child);
    expect(foreignLeave.status).toBe(404);
    expect(await queueOf(session.id)).toEqual([child]);

    // The list closes at the 20-hour cutoff (Friday 14:00), that instant included.
    const late = await signedInFamily(t);
    t.clock.set(new Date(zurich('2026-05-08', '14:00').getTime() - SECOND));
    expect((await join(t, late.cookie, 'trainings', session.id, [late.children[0]!.id])).status).toBe(201);
    const other = await signedInFamily(t);
    t.clock.set(zurich('2026-05-08', '14:00'));
    const closed = await join(t, other.cookie, 'trainings', session.id, [other.children[0]!.id]);
    expect([closed.status, await errorCode(closed)]).toEqual([409, 'WAITLIST_CLOSED']);
  });

  it('a parent leaves the list; leaving twice is refused', async () => {
    const { session } = await fullTraining();
    const family = await signedInFamily(t);
    const child = family.children[0]!.id;
    await join(t, family.cookie, 'trainings', session.id, [child]);

    expect((await leave(t, family.cookie, 'trainings', session.id, child)).status).toBe(204);
    const again = await leave(t, family.cookie, 'trainings', session.id, child);
    expect([again.status, await errorCode(again)]).toEqual([409, 'NOT_WAITLISTED']);
    expect(await queueOf(session.id)).toEqual([]);
  });
});

describe('promotion of a training seat', () => {
  it('a cancellation gives the seat to the first in line, paid by the family credit, with mail and push', async () => {
    const { session, booked } = await fullTraining();
    const first = await signedInFamily(t);
    const second = await signedInFamily(t);
    const pack = await createCreditPack(t.ctx.db, { parentId: first.parent.id, totalCredits: 3 });
    await createWaitlistEntry(t.ctx.db, {
      sessionId: session.id,
      childId: first.children[0]!.id,
      createdBy: first.parent.id,
      createdAt: zurich('2026-05-01', '08:00'),
    });
    await createWaitlistEntry(t.ctx.db, {
      sessionId: session.id,
      childId: second.children[0]!.id,
      createdBy: second.parent.id,
      createdAt: zurich('2026-05-01', '09:00'),
    });

    const cancelled = await cancel(t, booked[0]!.cookie, 'trainings', session.id, booked[0]!.children[0]!.id);

    expect(cancelled.status).toBe(200);
    const promoted = await activeRsvp(session.id, first.children[0]!.id);
    expect(promoted).toBeDefined();
    // Monday 09:00 + 2 h is earlier than the cutoff (Friday 14:00): free until the cutoff.
    expect(promoted?.freeCancellationUntil).toEqual(zurich('2026-05-08', '14:00'));
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.rsvpId, promoted!.id));
    expect(payment).toMatchObject({ status: 'SUCCEEDED', method: 'CREDIT' });
    const [after] = await t.ctx.db.select().from(creditPacks).where(eq(creditPacks.id, pack.id));
    expect(after?.creditsRemaining).toBe(2);
    expect(await queueOf(session.id)).toEqual([second.children[0]!.id]);
    expect(await activeRsvp(session.id, second.children[0]!.id)).toBeUndefined();
    const mails = await mailsTo(t, first.parent.email);
    expect(mails.map((m) => m.subject)).toEqual([`Ein Platz ist frei geworden: ${session.title}`]);
    const pushes = await t.ctx.db.select().from(pushHistory);
    expect(pushes.map((p) => p.title)).toEqual(['Ein Platz ist frei geworden']);
    expect(pushes[0]?.body).toContain(first.children[0]!.firstName);
  });

  it('without credit the promoted booking has an open payment', async () => {
    const { session, booked } = await fullTraining();
    const family = await signedInFamily(t);
    await createWaitlistEntry(t.ctx.db, { sessionId: session.id, childId: family.children[0]!.id });

    await cancel(t, booked[0]!.cookie, 'trainings', session.id, booked[0]!.children[0]!.id);

    const promoted = await activeRsvp(session.id, family.children[0]!.id);
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.rsvpId, promoted!.id));
    expect(payment).toMatchObject({ status: 'REQUIRES_PAYMENT', method: null, amountCents: 2500 });
    // Nobody put on the list by an account: the child's own parent holds the booking.
    expect(promoted?.createdBy).toBe(family.parent.id);
  });

  it('after the cutoff the freed seat is not promoted (the list is closed)', async () => {
    const { session, booked } = await fullTraining();
    const family = await signedInFamily(t);
    await createWaitlistEntry(t.ctx.db, { sessionId: session.id, childId: family.children[0]!.id });
    t.clock.set(zurich('2026-05-08', '14:00'));

    await cancel(t, booked[0]!.cookie, 'trainings', session.id, booked[0]!.children[0]!.id);

    expect(await activeRsvp(session.id, family.children[0]!.id)).toBeUndefined();
    expect(await queueOf(session.id)).toEqual([family.children[0]!.id]);
  });

  it('one second before the cutoff it is, and the free cancellation lasts 2 hours past the cutoff', async () => {
    const { session, booked } = await fullTraining();
    const family = await signedInFamily(t);
    await createWaitlistEntry(t.ctx.db, { sessionId: session.id, childId: family.children[0]!.id });
    const promotedAt = new Date(zurich('2026-05-08', '14:00').getTime() - SECOND);
    t.clock.set(promotedAt);

    await cancel(t, booked[0]!.cookie, 'trainings', session.id, booked[0]!.children[0]!.id);

    const promoted = await activeRsvp(session.id, family.children[0]!.id);
    expect(promoted?.freeCancellationUntil).toEqual(new Date(promotedAt.getTime() + 2 * HOUR));
  });

  it('a promoted, credit-paid booking cancelled inside its 2 hours gives the credit back; after them it is late', async () => {
    const { session, booked } = await fullTraining(2);
    const early = await signedInFamily(t);
    const late = await signedInFamily(t);
    for (const f of [early, late])
      await createCreditPack(t.ctx.db, { parentId: f.parent.id, totalCredits: 1 });
    await createWaitlistEntry(t.ctx.db, {
      sessionId: session.id,
      childId: early.children[0]!.id,
      createdAt: zurich('2026-05-01', '08:00'),
    });
    await createWaitlistEntry(t.ctx.db, {
      sessionId: session.id,
      childId: late.children[0]!.id,
      createdAt: zurich('2026-05-01', '09:00'),
    });
    // Promoted an hour before the cutoff: free until 2 hours after the promotion, Friday 15:00.
    t.clock.set(zurich('2026-05-08', '13:00'));
    await cancel(t, booked[0]!.cookie, 'trainings', session.id, booked[0]!.children[0]!.id);
    await cancel(t, booked[1]!.cookie, 'trainings', session.id, booked[1]!.children[0]!.id);

    t.clock.set(new Date(zurich('2026-05-08', '15:00').getTime() - SECOND));
    const inside = await cancel(t, early.cookie, 'trainings', session.id, early.children[0]!.id);
    expect(await inside.json()).toMatchObject({ outcome: 'REFUNDED', onTime: true, creditBack: 1 });
    t.clock.set(zurich('2026-05-08', '15:00'));
    const outside = await cancel(t, late.cookie, 'trainings', session.id, late.children[0]!.id);
    expect(await outside.json()).toMatchObject({ outcome: 'NO_REFUND', onTime: false, creditBack: 0 });
  });

  it('an admin removal and a raised capacity promote in queue order', async () => {
    const { session, booked } = await fullTraining();
    const admin = await createAdmin(t.ctx.db);
    const adminCookie = await sessionCookieFor(t, admin.id);
    const waiting: string[] = [];
    for (let i = 0; i < 3; i++) {
      const family = await signedInFamily(t);
      waiting.push(family.children[0]!.id);
      await createWaitlistEntry(t.ctx.db, {
        sessionId: session.id,
        childId: family.children[0]!.id,
        createdAt: new Date(zurich('2026-05-01', '08:00').getTime() + i * SECOND),
      });
    }

    const removed = await t.request(
      `/api/admin/trainings/${session.id}/participants/${booked[0]!.children[0]!.id}`,
      { method: 'DELETE', headers: { cookie: adminCookie } },
    );
    expect(removed.status).toBe(200);
    expect(await activeRsvp(session.id, waiting[0]!)).toBeDefined();
    expect(await queueOf(session.id)).toEqual(waiting.slice(1));

    const fields = trainingFieldsOf({ ...session, trainers: [] });
    const raised = await t.request(`/api/admin/trainings/${session.id}`, {
      method: 'PUT',
      headers: { cookie: adminCookie },
      json: { ...fields, capacity: '3' },
    });
    expect(raised.status).toBe(200);
    expect(await activeRsvp(session.id, waiting[1]!)).toBeDefined();
    expect(await activeRsvp(session.id, waiting[2]!)).toBeDefined();
    expect(await queueOf(session.id)).toEqual([]);
  });
});

describe('promotion of a camp place', () => {
  it('a cancellation registers the first in line with an open camp payment; inside 2 hours it is refunded in full', async () => {
    const camp = await createCamp(t.ctx.db, { startDate: '2026-07-06', capacity: 1, priceCents: 30000 });
    const holder = await signedInFamily(t);
    await bookCamp(t.ctx.db, { campId: camp.id, childId: holder.children[0]!.id });
    const family = await signedInFamily(t);
    const child = family.children[0]!.id;
    expect((await join(t, family.cookie, 'camps', camp.id, [child])).status).toBe(201);

    await cancel(t, holder.cookie, 'camps', camp.id, holder.children[0]!.id);

    const [promoted] = await t.ctx.db
      .select()
      .from(campRsvps)
      .where(and(eq(campRsvps.campId, camp.id), eq(campRsvps.childId, child), isNull(campRsvps.cancelledAt)));
    expect(promoted?.freeCancellationUntil).toEqual(new Date(t.clock.now().getTime() + 2 * HOUR));
    const [payment] = await t.ctx.db
      .select()
      .from(campPayments)
      .where(eq(campPayments.campRsvpId, promoted!.id));
    expect(payment).toMatchObject({ status: 'REQUIRES_PAYMENT', amountCents: 30000 });
    expect((await mailsTo(t, family.parent.email)).map((m) => m.subject)).toContain(
      `Ein Platz ist frei geworden: ${camp.name}`,
    );

    // Paid by hand, then cancelled inside the 2 hours: the whole price comes back, no fee.
    await t.ctx.db
      .update(campPayments)
      .set({ status: 'SUCCEEDED', method: 'CASH', paidAt: t.clock.now() })
      .where(eq(campPayments.id, payment!.id));
    t.clock.advance(HOUR);
    const refund = await cancel(t, family.cookie, 'camps', camp.id, child);
    expect(await refund.json()).toMatchObject({ refundCents: 30000, feeCents: 0 });
  });

  it('no promotion once the camp has started', async () => {
    const camp = await createCamp(t.ctx.db, { startDate: '2026-05-04', startTime: '08:00', capacity: 1 });
    const holder = await signedInFamily(t);
    await bookCamp(t.ctx.db, { campId: camp.id, childId: holder.children[0]!.id });
    const family = await signedInFamily(t);
    await createWaitlistEntry(t.ctx.db, { campId: camp.id, childId: family.children[0]!.id });
    const admin = await createAdmin(t.ctx.db);

    // 09:00 on the first day: started at 08:00; an admin removes the holder.
    const removed = await t.request(`/api/admin/camps/${camp.id}/participants/${holder.children[0]!.id}`, {
      method: 'DELETE',
      headers: { cookie: await sessionCookieFor(t, admin.id) },
    });
    expect(removed.status).toBe(200);
    const active = await t.ctx.db
      .select()
      .from(campRsvps)
      .where(and(eq(campRsvps.campId, camp.id), isNull(campRsvps.cancelledAt)));
    expect(active).toEqual([]);
  });
});

describe('the waitlist in the participants panel', () => {
  it('lists the queue in order with since when; promotes and removes by hand, each audited', async () => {
    const { session } = await fullTraining();
    const admin = await createAdmin(t.ctx.db);
    const cookie = await sessionCookieFor(t, admin.id);
    const families = [await signedInFamily(t), await signedInFamily(t)];
    for (const [i, f] of families.entries())
      await createWaitlistEntry(t.ctx.db, {
        sessionId: session.id,
        childId: f.children[0]!.id,
        createdAt: zurich('2026-05-01', `0${8 + i}:00`),
      });

    const listed = await t.request(`/api/admin/trainings/${session.id}/waitlist`, { headers: { cookie } });
    const { waitlist } = (await listed.json()) as AdminWaitlistResponse;
    expect(waitlist.map((w) => [w.childId, w.place, w.since])).toEqual([
      [families[0]!.children[0]!.id, 1, zurich('2026-05-01', '08:00').toISOString()],
      [families[1]!.children[0]!.id, 2, zurich('2026-05-01', '09:00').toISOString()],
    ]);

    // Full: promoting by hand is refused and changes nothing; with a seat it books the chosen child.
    const second = families[1]!.children[0]!.id;
    const refused = await t.request(`/api/admin/trainings/${session.id}/waitlist/${second}/promote`, {
      method: 'POST',
      headers: { cookie },
    });
    expect([refused.status, await errorCode(refused)]).toEqual([409, 'FULLY_BOOKED']);
    expect(await queueOf(session.id)).toHaveLength(2);
    await t.ctx.db.update(sessions).set({ capacity: 2 }).where(eq(sessions.id, session.id));
    const promoted = await t.request(`/api/admin/trainings/${session.id}/waitlist/${second}/promote`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(promoted.status).toBe(201);
    expect(await activeRsvp(session.id, second)).toBeDefined();

    const first = families[0]!.children[0]!.id;
    const removed = await t.request(`/api/admin/trainings/${session.id}/waitlist/${first}`, {
      method: 'DELETE',
      headers: { cookie },
    });
    expect(removed.status).toBe(204);
    expect(await queueOf(session.id)).toEqual([]);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, session.id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'training.waitlist_promote',
      'training.waitlist_remove',
    ]);
  });
});
