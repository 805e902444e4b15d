import { beforeEach, describe, expect, it } from 'vitest';
import type { TrainingsResponse } from '../../src/domain/bookings/contracts';
import { createSession } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { call, signedInAdmin } from './admin-fixtures';
import { book, cancel, type Family, signedInFamily, zurich } from './booking-fixtures';

// The trainings page's shared part is kept in memory (decision 031). A long TTL here, so that anything this process
// changes must drop it to be seen; a write behind the app's back (a factory, another instance) shows only after it.
const t = setupTestApp({ TRAININGS_CACHE_MS: '60000' });
const NOW = zurich('2026-05-04', '09:00');
const TRAINING = { date: '2026-05-23', startTime: '10:00' };

beforeEach(() => t.clock.set(NOW));

async function trainingsOf(family: Family): Promise<TrainingsResponse> {
  const response = await t.request('/api/trainings', { headers: { cookie: family.cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as TrainingsResponse;
}

async function seatsLeft(family: Family, sessionId: string) {
  return (await trainingsOf(family)).upcoming.find((s) => s.id === sessionId)?.seatsLeft;
}

describe('the trainings page from memory', () => {
  it('shows another instance’s change only after the TTL, this process’s bookings and cancellations at once', async () => {
    const reader = await signedInFamily(t);
    const booker = await signedInFamily(t, 2);
    await trainingsOf(reader);
    const session = await createSession(t.ctx.db, {
      startsAt: zurich(TRAINING.date, TRAINING.startTime),
      capacity: 10,
    });
    // Not listed yet: the list was read before the training existed (written behind the app's back).
    expect(await seatsLeft(reader, session.id)).toBeUndefined();
    t.clock.advance(60_000);
    expect(await seatsLeft(reader, session.id)).toBe(10);

    expect(
      (
        await book(
          t,
          booker.cookie,
          'trainings',
          session.id,
          booker.children.map((c) => c.id),
        )
      ).status,
    ).toBe(201);
    expect(await seatsLeft(reader, session.id)).toBe(8);
    const own = (await trainingsOf(booker)).upcoming.find((s) => s.id === session.id);
    expect(own?.registrations.map((r) => r.childId).sort()).toEqual(booker.children.map((c) => c.id).sort());

    expect((await cancel(t, booker.cookie, 'trainings', session.id, booker.children[0]!.id)).status).toBe(
      200,
    );
    expect(await seatsLeft(reader, session.id)).toBe(9);
  });

  it('shows the back office’s changes of trainings and participants at once', async () => {
    const { cookie } = await signedInAdmin(t);
    const reader = await signedInFamily(t, 1);
    const before = await trainingsOf(reader);

    const created = await call(t, cookie, 'POST', '/admin/trainings', {
      title: 'Abschlusstraining',
      focus: 'Torschuss',
      ...TRAINING,
      endTime: '11:30',
      location: 'Kunstrasen Rotkreuz',
      type: 'TIZ',
      capacity: '12',
      priceChf: '25.00',
      trainerIds: [],
    });
    expect(created.status).toBe(201);
    const [training] = ((await created.json()) as { trainings: { id: string }[] }).trainings;
    const listed = (await trainingsOf(reader)).upcoming.find((s) => s.id === training!.id);
    expect(listed).toMatchObject({ title: 'Abschlusstraining', seatsLeft: 12 });
    expect((await trainingsOf(reader)).upcoming.length).toBe(before.upcoming.length + 1);

    const child = reader.children[0]!;
    const added = await call(t, cookie, 'POST', `/admin/trainings/${training!.id}/participants`, {
      childId: child.id,
    });
    expect(added.status).toBe(201);
    const booked = (await trainingsOf(reader)).upcoming.find((s) => s.id === training!.id);
    expect(booked?.seatsLeft).toBe(11);
    expect(booked?.registrations.map((r) => r.childId)).toEqual([child.id]);

    const removed = await call(
      t,
      cookie,
      'DELETE',
      `/admin/trainings/${training!.id}/participants/${child.id}`,
    );
    expect(removed.status).toBe(200);
    expect(await seatsLeft(reader, training!.id)).toBe(12);

    const deleted = await call(t, cookie, 'DELETE', `/admin/trainings/${training!.id}`);
    expect(deleted.status).toBe(200);
    expect(await seatsLeft(reader, training!.id)).toBeUndefined();
  });

  it('answers families asking at the same moment (one batched read) each with its own children and registrations', async () => {
    const session = await createSession(t.ctx.db, { startsAt: zurich(TRAINING.date, TRAINING.startTime) });
    const families = [await signedInFamily(t, 2), await signedInFamily(t, 1), await signedInFamily(t, 3)];
    for (const family of families) {
      const first = family.children[0]!.id;
      expect((await book(t, family.cookie, 'trainings', session.id, [first])).status).toBe(201);
    }
    const answers = await Promise.all(
      [...families, ...families].map(async (family) => ({ family, body: await trainingsOf(family) })),
    );
    for (const { family, body } of answers) {
      expect(body.children.map((c) => c.id).sort()).toEqual(family.children.map((c) => c.id).sort());
      const listed = body.upcoming.find((s) => s.id === session.id);
      expect(listed?.registrations.map((r) => r.childId)).toEqual([family.children[0]!.id]);
    }
    const me = await Promise.all(
      families.map(async (family) => {
        const response = await t.request('/api/me', { headers: { cookie: family.cookie } });
        return ((await response.json()) as { user: { id: string } }).user.id;
      }),
    );
    expect(me).toEqual(families.map((f) => f.parent.id));
  });
});
