import { and, count, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  campPayments,
  campRsvps,
  payments,
  rsvps,
  vCampCapacity,
  vSessionCapacity,
} from '../../src/server/db/schema';
import { createCamp, createSession } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { book, errorCode, type Family, signedInFamily, zurich } from './booking-fixtures';

// docs/reliability.md promise 1: many parallel bookings for the last seats, each from another family, through
// the HTTP app: exactly capacity succeed, the rest get "Ausgebucht", none gets a 5xx, and the seat badge's
// count matches.

const t = setupTestApp();
const FAMILIES = 120;
const SEATS = 5;
let families: Family[] = [];

beforeAll(async () => {
  t.clock.set(zurich('2026-05-04', '09:00'));
  families = [];
  for (let i = 0; i < FAMILIES; i++) families.push(await signedInFamily(t));
}, 120_000);

async function race(kind: 'trainings' | 'camps', offerId: string) {
  const answers = await Promise.all(
    families.map((f) => book(t, f.cookie, kind, offerId, [f.children[0]!.id])),
  );
  const statuses = answers.map((a) => a.status);
  const codes = await Promise.all(answers.filter((a) => a.status !== 201).map(errorCode));
  return { statuses, codes };
}

describe(`${FAMILIES} families race for ${SEATS} seats`, () => {
  it('of a training: exactly 5 bookings, every other one "Ausgebucht", no 5xx', async () => {
    const session = await createSession(t.ctx.db, {
      startsAt: zurich('2026-05-09', '10:00'),
      capacity: SEATS,
    });

    const { statuses, codes } = await race('trainings', session.id);

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(SEATS);
    expect(codes).toEqual(Array(FAMILIES - SEATS).fill('FULLY_BOOKED'));
    const [active] = await t.ctx.db
      .select({ n: count() })
      .from(rsvps)
      .where(and(eq(rsvps.sessionId, session.id), isNull(rsvps.cancelledAt)));
    const [paid] = await t.ctx.db
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.sessionId, session.id));
    const [view] = await t.ctx.db
      .select({ seatsLeft: vSessionCapacity.seatsLeft, registered: vSessionCapacity.registeredCount })
      .from(vSessionCapacity)
      .where(eq(vSessionCapacity.id, session.id));
    expect(active?.n).toBe(SEATS);
    expect(paid?.n).toBe(SEATS);
    expect(view).toEqual({ seatsLeft: 0, registered: SEATS });
  });

  it('of a camp: the same', async () => {
    const camp = await createCamp(t.ctx.db, { startDate: '2026-07-06', capacity: SEATS });

    const { statuses, codes } = await race('camps', camp.id);

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(SEATS);
    expect(codes).toEqual(Array(FAMILIES - SEATS).fill('FULLY_BOOKED'));
    const [active] = await t.ctx.db
      .select({ n: count() })
      .from(campRsvps)
      .where(and(eq(campRsvps.campId, camp.id), isNull(campRsvps.cancelledAt)));
    const [paid] = await t.ctx.db
      .select({ n: count() })
      .from(campPayments)
      .where(eq(campPayments.campId, camp.id));
    const [view] = await t.ctx.db
      .select({ seatsLeft: vCampCapacity.seatsLeft })
      .from(vCampCapacity)
      .where(eq(vCampCapacity.id, camp.id));
    expect(active?.n).toBe(SEATS);
    expect(paid?.n).toBe(SEATS);
    expect(view?.seatsLeft).toBe(0);
  });

  it('one child booked from many tabs at once is registered once', async () => {
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-09', '10:00'), capacity: 30 });
    const family = families[0]!;

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        book(t, family.cookie, 'trainings', session.id, [family.children[0]!.id]),
      ),
    );

    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const codes = await Promise.all(answers.filter((a) => a.status === 409).map(errorCode));
    expect(new Set(codes)).toEqual(new Set(['ALREADY_REGISTERED_TRAINING']));
    const [paid] = await t.ctx.db
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.sessionId, session.id));
    expect(paid?.n).toBe(1);
  });
});
