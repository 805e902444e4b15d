import { beforeEach, describe, expect, it } from 'vitest';
import type { ScheduleResponse, TrainingsResponse } from '../../src/domain/bookings/contracts';
import {
  assignTrainer,
  bookSession,
  createCamp,
  createRsvp,
  createSession,
  createTrainer,
} from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { book, errorCode, signedInFamily, zurich } from './booking-fixtures';

const t = setupTestApp();
const NOW = zurich('2026-05-04', '09:00');

beforeEach(() => t.clock.set(NOW));

async function schedule(headers: Record<string, string> = {}) {
  const response = await t.request('/api/schedule', { headers });
  expect(response.status).toBe(200);
  return { response, body: (await response.json()) as ScheduleResponse };
}

describe('GET /api/schedule (public)', () => {
  it('lists upcoming trainings with seats left, trainers and price, without a sign-in, cacheable', async () => {
    const running = await createSession(t.ctx.db, {
      title: 'Läuft gerade',
      startsAt: zurich('2026-05-04', '08:30'),
      endsAt: zurich('2026-05-04', '10:00'),
    });
    const over = await createSession(t.ctx.db, {
      title: 'Vorbei',
      startsAt: zurich('2026-05-04', '07:00'),
      endsAt: zurich('2026-05-04', '08:59'),
    });
    const saturday = await createSession(t.ctx.db, {
      title: 'Samstagstraining',
      startsAt: zurich('2026-05-09', '10:00'),
      capacity: 12,
      priceCents: 2500,
    });
    const luca = await createTrainer(t.ctx.db, { firstName: 'Luca', lastName: 'Bühler' });
    const sara = await createTrainer(t.ctx.db, { firstName: 'Sara', lastName: 'Aebi' });
    await assignTrainer(t.ctx.db, { sessionId: saturday.id, trainerId: luca.id });
    await assignTrainer(t.ctx.db, { sessionId: saturday.id, trainerId: sara.id });
    const family = await signedInFamily(t, 3);
    await bookSession(t.ctx.db, { sessionId: saturday.id, childId: family.children[0]!.id });
    await bookSession(t.ctx.db, { sessionId: saturday.id, childId: family.children[1]!.id });
    await createRsvp(t.ctx.db, { sessionId: saturday.id, childId: family.children[2]!.id, cancelledAt: NOW });

    const { response, body } = await schedule();

    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const ids = body.trainings.map((s) => s.id);
    expect(ids).toContain(running.id);
    expect(ids).not.toContain(over.id);
    expect(ids.indexOf(running.id)).toBeLessThan(ids.indexOf(saturday.id));
    expect(body.trainings.find((s) => s.id === saturday.id)).toEqual({
      id: saturday.id,
      title: 'Samstagstraining',
      focus: saturday.focus,
      startsAt: '2026-05-09T08:00:00.000Z',
      endsAt: '2026-05-09T09:45:00.000Z',
      location: 'Kunstrasen Rotkreuz',
      type: 'TIZ',
      priceCents: 2500,
      capacity: 12,
      seatsLeft: 10,
      trainers: [
        { firstName: 'Sara', lastName: 'Aebi' },
        { firstName: 'Luca', lastName: 'Bühler' },
      ],
      open: true,
    });
    expect(body.trainings.find((s) => s.id === running.id)?.trainers).toEqual([]);
  });

  it('lists a training until its end but opens it for sign-up only until its start, as the booking does', async () => {
    const startsNow = await createSession(t.ctx.db, {
      title: 'Beginnt jetzt',
      startsAt: NOW,
      endsAt: zurich('2026-05-04', '10:45'),
    });
    const startsSoon = await createSession(t.ctx.db, {
      title: 'Beginnt gleich',
      startsAt: new Date(NOW.getTime() + 1),
      endsAt: zurich('2026-05-04', '10:45'),
    });
    const family = await signedInFamily(t);

    const { body } = await schedule();

    expect(body.trainings.find((s) => s.id === startsNow.id)).toMatchObject({ open: false, seatsLeft: 30 });
    expect(body.trainings.find((s) => s.id === startsSoon.id)).toMatchObject({ open: true });
    const refused = await book(t, family.cookie, 'trainings', startsNow.id, [family.children[0]!.id]);
    expect(refused.status).toBe(409);
    expect(await errorCode(refused)).toBe('TRAINING_CLOSED');
    const booked = await book(t, family.cookie, 'trainings', startsSoon.id, [family.children[0]!.id]);
    expect(booked.status).toBeLessThan(300);
  });

  it('lists camps from today on (Zurich calendar) with places left', async () => {
    const today = await createCamp(t.ctx.db, {
      name: 'Heute',
      startDate: '2026-05-04',
      endDate: '2026-05-08',
    });
    const yesterday = await createCamp(t.ctx.db, {
      name: 'Gestern',
      startDate: '2026-05-03',
      endDate: '2026-05-07',
    });
    const full = await createCamp(t.ctx.db, {
      name: 'Voll',
      startDate: '2026-07-06',
      capacity: 1,
      endDate: null,
    });
    const family = await signedInFamily(t);
    await book(t, family.cookie, 'camps', full.id, [family.children[0]!.id]);

    const { body } = await schedule();

    const ids = body.camps.map((c) => c.id);
    expect(ids).toContain(today.id);
    expect(ids).not.toContain(yesterday.id);
    expect(body.camps.find((c) => c.id === full.id)).toMatchObject({
      name: 'Voll',
      startDate: '2026-07-06',
      endDate: null,
      startTime: '09:00',
      endTime: '16:00',
      priceCents: 50000,
      seatsLeft: 0,
      open: true,
    });
  });

  it('answers the same to everyone: nothing in it depends on who asks', async () => {
    await createSession(t.ctx.db, { startsAt: zurich('2026-05-16', '10:00') });
    const family = await signedInFamily(t);
    const anonymous = await schedule();
    const signedIn = await schedule({ cookie: family.cookie });
    expect(signedIn.body).toEqual(anonymous.body);
  });
});

describe('GET /api/trainings (the family’s view)', () => {
  it('shows each training with the family’s own registrations and payments, upcoming and past', async () => {
    const family = await signedInFamily(t, 2);
    const stranger = await signedInFamily(t);
    const upcoming = await createSession(t.ctx.db, { startsAt: zurich('2026-05-23', '10:00') });
    const past = await createSession(t.ctx.db, { startsAt: zurich('2026-04-25', '10:00') });
    await book(t, family.cookie, 'trainings', upcoming.id, [family.children[1]!.id]);
    await book(t, stranger.cookie, 'trainings', upcoming.id, [stranger.children[0]!.id]);
    await bookSession(t.ctx.db, { sessionId: past.id, childId: family.children[0]!.id, status: 'SUCCEEDED' });

    const response = await t.request('/api/trainings', { headers: { cookie: family.cookie } });

    expect(response.status).toBe(200);
    const body = (await response.json()) as TrainingsResponse;
    expect(body.children.map((c) => c.id).sort()).toEqual(family.children.map((c) => c.id).sort());
    const listed = body.upcoming.find((s) => s.id === upcoming.id);
    expect(listed).toMatchObject({ open: true, seatsLeft: 28 });
    expect(listed?.registrations).toEqual([
      {
        childId: family.children[1]!.id,
        registeredAt: NOW.toISOString(),
        payment: { id: expect.any(String), status: 'REQUIRES_PAYMENT', method: null, amountCents: 2500 },
      },
    ]);
    const before = body.past.find((s) => s.id === past.id);
    expect(before).toMatchObject({ open: false });
    expect(before?.registrations).toMatchObject([
      { childId: family.children[0]!.id, payment: { status: 'SUCCEEDED', method: 'STRIPE_TWINT' } },
    ]);
    expect(body.upcoming.some((s) => s.id === past.id)).toBe(false);
  });

  it('needs a signed-in parent', async () => {
    for (const path of ['/api/trainings', '/api/camps']) {
      expect((await t.request(path)).status).toBe(401);
    }
  });
});
