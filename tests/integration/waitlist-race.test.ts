import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campRsvps, rsvps, waitlistEntries } from '../../src/server/db/schema';
import { bookCamp, bookSession, createCamp, createSession, createWaitlistEntry } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { book, cancel, errorCode, type Family, signedInFamily, zurich } from './booking-fixtures';

// Issue 16 under a race: the holders of every seat cancel while new families book and others join the list, all at
// once through the HTTP app. Each freed seat goes to exactly one waiting child, in queue order; nobody who was not
// waiting gets in; the offer is never overbooked; no 5xx.

const t = setupTestApp();
const SEATS = 5;
const WAITING = 8;
const BOOKERS = 20;
const JOINERS = 5;

let holders: Family[] = [];
let waiting: Family[] = [];
let bookers: Family[] = [];
let joiners: Family[] = [];

async function families(n: number) {
  const list: Family[] = [];
  for (let i = 0; i < n; i++) list.push(await signedInFamily(t));
  return list;
}

beforeAll(async () => {
  t.clock.set(zurich('2026-05-04', '09:00'));
  holders = await families(SEATS);
  waiting = await families(WAITING);
  bookers = await families(BOOKERS);
  joiners = await families(JOINERS);
}, 120_000);

const queued = (i: number) => new Date(zurich('2026-05-01', '08:00').getTime() + i * 1000);
const childOf = (f: Family) => f.children[0]!.id;

async function race(kind: 'trainings' | 'camps', offerId: string) {
  const answers = await Promise.all([
    ...holders.map((f) => cancel(t, f.cookie, kind, offerId, childOf(f))),
    ...bookers.map((f) => book(t, f.cookie, kind, offerId, [childOf(f)])),
    ...joiners.map((f) =>
      t.request(`/api/${kind}/${offerId}/waitlist`, {
        method: 'POST',
        headers: { cookie: f.cookie },
        json: { childIds: [childOf(f)], acceptTerms: true },
      }),
    ),
  ]);
  const cancels = answers.slice(0, SEATS);
  const bookings = answers.slice(SEATS, SEATS + BOOKERS);
  const joins = answers.slice(SEATS + BOOKERS);
  expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  expect(cancels.map((a) => a.status)).toEqual(Array(SEATS).fill(200));
  // The seats never came free for anyone outside the queue.
  expect(bookings.map((a) => a.status)).toEqual(Array(BOOKERS).fill(409));
  expect(await Promise.all(bookings.map(errorCode))).toEqual(Array(BOOKERS).fill('FULLY_BOOKED'));
  // The offer stayed full all along, so every join was accepted behind those already waiting.
  expect(joins.map((a) => a.status)).toEqual(Array(JOINERS).fill(201));
}

describe(`${SEATS} cancellations, ${BOOKERS} bookings and ${JOINERS} joins at once, ${WAITING} children waiting`, () => {
  it('of a training: the first five in line hold the seats, the rest still wait in order', async () => {
    const session = await createSession(t.ctx.db, {
      startsAt: zurich('2026-05-09', '10:00'),
      capacity: SEATS,
    });
    for (const f of holders) await bookSession(t.ctx.db, { sessionId: session.id, childId: childOf(f) });
    for (const [i, f] of waiting.entries())
      await createWaitlistEntry(t.ctx.db, {
        sessionId: session.id,
        childId: childOf(f),
        createdAt: queued(i),
      });

    await race('trainings', session.id);

    const active = await t.ctx.db
      .select({ childId: rsvps.childId })
      .from(rsvps)
      .where(and(eq(rsvps.sessionId, session.id), isNull(rsvps.cancelledAt)));
    expect(active.map((r) => r.childId).sort()).toEqual(waiting.slice(0, SEATS).map(childOf).sort());
    const queue = await t.ctx.db
      .select({ childId: waitlistEntries.childId })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.sessionId, session.id))
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
    const rest = queue.map((r) => r.childId);
    expect(rest.slice(0, WAITING - SEATS)).toEqual(waiting.slice(SEATS).map(childOf));
    expect(rest.slice(WAITING - SEATS).sort()).toEqual(joiners.map(childOf).sort());
  });

  it('of a camp: the same', async () => {
    const camp = await createCamp(t.ctx.db, { startDate: '2026-07-06', capacity: SEATS });
    for (const f of holders) await bookCamp(t.ctx.db, { campId: camp.id, childId: childOf(f) });
    for (const [i, f] of waiting.entries())
      await createWaitlistEntry(t.ctx.db, { campId: camp.id, childId: childOf(f), createdAt: queued(i) });

    await race('camps', camp.id);

    const active = await t.ctx.db
      .select({ childId: campRsvps.childId })
      .from(campRsvps)
      .where(and(eq(campRsvps.campId, camp.id), isNull(campRsvps.cancelledAt)));
    expect(active.map((r) => r.childId).sort()).toEqual(waiting.slice(0, SEATS).map(childOf).sort());
    const queue = await t.ctx.db
      .select({ childId: waitlistEntries.childId })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.campId, camp.id))
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
    expect(queue.map((r) => r.childId).slice(0, WAITING - SEATS)).toEqual(waiting.slice(SEATS).map(childOf));
    expect(queue).toHaveLength(WAITING - SEATS + JOINERS);
  });
});
