import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminWeeklyFiguresResponse,
  WeeklyFigures,
} from '../../src/domain/dashboard/admin-weekly-figures-api';
import { addDays } from '../../src/domain/time';
import {
  type Child,
  createCamp,
  createCampCancellationFee,
  createCampPayment,
  createCampRsvp,
  createChild,
  createCreditPack,
  createParent,
  createPayment,
  createRsvp,
  createSession,
  type Profile,
} from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';
import { zurich } from './booking-fixtures';

// The dashboard chart's weekly figures on a controlled clock, in a database of their own (the sums are exact):
// weeks are Monday to Sunday in Zurich, also across the clock changes, and a week without anything is all zero.

const t = setupTestApp();
let a: SignedInAdmin;
let parent: Profile;
let child: Child;

beforeAll(async () => {
  a = await signedInAdmin(t);
  parent = await createParent(t.ctx.db);
  child = await createChild(t.ctx.db, { parentId: parent.id });
});

async function figures(query = ''): Promise<WeeklyFigures[]> {
  const res = await call(t, a.cookie, 'GET', `/admin/dashboard/weekly-figures${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as AdminWeeklyFiguresResponse).weeks;
}

const zero = {
  trainingBookings: 0,
  campBookings: 0,
  cancelledBookings: 0,
  receivedCents: 0,
  refundedCents: 0,
  revenueCents: 0,
};

/** The expected weeks: zero everywhere but in the weeks named. */
function expectedWeeks(firstMonday: string, count: number, filled: Record<string, Partial<WeeklyFigures>>) {
  return Array.from({ length: count }, (_, i) => {
    const weekStart = addDays(firstMonday, i * 7);
    return { weekStart, ...zero, ...filled[weekStart] };
  });
}

/** A training registration made at `at` (a training of its own, so one child can have many). */
async function trainingBooking(at: Date, cancelledAt: Date | null = null) {
  const session = await createSession(t.ctx.db);
  return createRsvp(t.ctx.db, { sessionId: session.id, childId: child.id, createdAt: at, cancelledAt });
}

async function trainingPayment(values: Omit<Parameters<typeof createPayment>[1], 'sessionId' | 'childId'>) {
  const session = await createSession(t.ctx.db);
  return createPayment(t.ctx.db, { sessionId: session.id, childId: child.id, ...values });
}

describe('bookings and revenue per week', () => {
  it('puts each registration and each franc into its Zurich week, the spring clock change included', async () => {
    t.clock.set(zurich('2026-04-15', '09:00')); // a Wednesday; the twelve weeks start on Monday 26.01.
    const camp = await createCamp(t.ctx.db);

    // Registrations. The week of 23.03 ends with the switch to summer time (29.03, 02:00 -> 03:00).
    await trainingBooking(zurich('2026-01-25', '23:59')); // before the first week
    await trainingBooking(zurich('2026-01-26', '00:00')); // the first week's first minute
    await trainingBooking(zurich('2026-03-22', '23:59')); // Sunday, week of 16.03
    await trainingBooking(zurich('2026-03-23', '00:30')); // Monday 00:30 CET = Sunday 23:30 UTC
    await trainingBooking(zurich('2026-03-29', '23:30')); // Sunday 23:30 CEST = 21:30 UTC
    await trainingBooking(zurich('2026-03-30', '00:30')); // Monday 00:30 CEST = Sunday 22:30 UTC
    await trainingBooking(zurich('2026-04-07', '18:00'), zurich('2026-04-08', '08:00')); // cancelled since
    await createCampRsvp(t.ctx.db, {
      campId: camp.id,
      childId: child.id,
      createdAt: zurich('2026-03-17', '12:00'),
    });
    const cancelledCamp = await createCamp(t.ctx.db);
    await createCampRsvp(t.ctx.db, {
      campId: cancelledCamp.id,
      childId: child.id,
      createdAt: zurich('2026-03-18', '12:00'),
      cancelledAt: zurich('2026-04-02', '12:00'),
    });

    // Money in: a card payment, a pack, a fee paid on its own; never credit, gratis, open or failed payments.
    const paid = (day: string) => ({ status: 'SUCCEEDED' as const, paidAt: zurich(day, '12:00') });
    await trainingPayment({ ...paid('2026-03-26'), method: 'STRIPE_TWINT' });
    await trainingPayment({ ...paid('2026-03-26'), method: 'CREDIT' });
    await trainingPayment({ ...paid('2026-03-26'), method: 'GRATIS' });
    await trainingPayment({ status: 'REQUIRES_PAYMENT', updatedAt: zurich('2026-03-26', '12:00') });
    await trainingPayment({ status: 'FAILED', method: null, updatedAt: zurich('2026-03-26', '12:00') });
    await trainingPayment({ ...paid('2026-01-20'), method: 'CASH' }); // before the first week
    await createCreditPack(t.ctx.db, { parentId: parent.id, createdAt: zurich('2026-03-31', '12:00') });
    await createCreditPack(t.ctx.db, {
      parentId: parent.id,
      origin: 'REFUND',
      totalCredits: 1,
      createdAt: zurich('2026-03-31', '12:00'),
    });
    await createCampCancellationFee(t.ctx.db, {
      campId: camp.id,
      childId: child.id,
      ...paid('2026-04-07'),
      method: 'STRIPE_ONLINE',
    });

    // Money back, in the week it went back: received first, refunded later.
    await trainingPayment({
      status: 'REFUNDED',
      method: 'STRIPE_ONLINE',
      paidAt: zurich('2026-03-10', '12:00'),
      updatedAt: zurich('2026-04-08', '12:00'),
    });
    // Cancelled on time: REFUNDED with a one-credit pack instead of money; the money stays received.
    const creditBack = await trainingPayment({
      status: 'REFUNDED',
      method: 'STRIPE_TWINT',
      paidAt: zurich('2026-03-11', '12:00'),
      updatedAt: zurich('2026-04-08', '12:00'),
    });
    await createCreditPack(t.ctx.db, {
      parentId: parent.id,
      origin: 'REFUND',
      totalCredits: 1,
      originPaymentId: creditBack.id,
      createdAt: zurich('2026-04-08', '12:00'),
    });
    await trainingPayment({
      status: 'REFUNDED',
      method: 'CREDIT', // the credit went back on a pack: no money moved
      paidAt: zurich('2026-03-10', '12:00'),
      updatedAt: zurich('2026-04-08', '12:00'),
    });
    // A camp paid online, cancelled: CHF 400 back through Stripe this week; the fee it kept is no new money.
    const online = await createCampPayment(t.ctx.db, {
      campId: camp.id,
      childId: child.id,
      status: 'REFUNDED',
      method: 'STRIPE_TWINT',
      paidAt: zurich('2026-02-02', '12:00'),
      refundCents: 40_000,
      updatedAt: zurich('2026-04-14', '12:00'),
    });
    await createCampCancellationFee(t.ctx.db, {
      campId: camp.id,
      childId: child.id,
      campPaymentId: online.id,
      ...paid('2026-04-14'),
      method: 'STRIPE_TWINT',
    });
    // Paid by hand: the refund is money out when the admin confirmed the repayment, not at the cancellation.
    await createCampPayment(t.ctx.db, {
      campId: camp.id,
      childId: child.id,
      status: 'REFUNDED',
      method: 'TWINT_MANUAL',
      paidAt: zurich('2026-02-05', '12:00'),
      refundCents: 40_000,
      updatedAt: zurich('2026-02-20', '12:00'),
      manualRefundCompletedAt: zurich('2026-03-04', '12:00'),
    });
    // Still "in Bearbeitung": received, not yet paid back.
    await createCampPayment(t.ctx.db, {
      campId: camp.id,
      childId: child.id,
      status: 'REFUNDED',
      method: 'CASH',
      paidAt: zurich('2026-03-17', '12:00'),
      refundCents: 40_000,
      updatedAt: zurich('2026-04-01', '12:00'),
    });

    const weeks = await figures();
    expect(weeks).toEqual(
      expectedWeeks('2026-01-26', 12, {
        '2026-01-26': { trainingBookings: 1 },
        '2026-02-02': { receivedCents: 100_000, revenueCents: 100_000 },
        '2026-03-02': { refundedCents: 40_000, revenueCents: -40_000 },
        '2026-03-09': { receivedCents: 5000, revenueCents: 5000 },
        '2026-03-16': {
          trainingBookings: 1,
          campBookings: 1,
          cancelledBookings: 1,
          receivedCents: 50_000,
          revenueCents: 50_000,
        },
        '2026-03-23': { trainingBookings: 2, receivedCents: 2500, revenueCents: 2500 },
        '2026-03-30': { trainingBookings: 1, receivedCents: 25_000, revenueCents: 25_000 },
        '2026-04-06': {
          cancelledBookings: 1,
          receivedCents: 10_000,
          refundedCents: 2500,
          revenueCents: 7500,
        },
        '2026-04-13': { refundedCents: 40_000, revenueCents: -40_000 },
      }),
    );
    // The week of 09.02 saw nothing at all: it is there, with zeros.
    expect(weeks.find((w) => w.weekStart === '2026-02-09')).toEqual({ weekStart: '2026-02-09', ...zero });
  });

  it('keeps the autumn clock change inside its week (a week of 169 hours)', async () => {
    t.clock.set(zurich('2026-11-04', '12:00'));
    await trainingBooking(zurich('2026-10-19', '00:30')); // Monday 00:30 CEST = Sunday 22:30 UTC
    await trainingBooking(zurich('2026-10-25', '23:30')); // Sunday 23:30 CET = 22:30 UTC, after the switch
    await trainingBooking(zurich('2026-10-26', '00:30')); // Monday 00:30 CET = Sunday 23:30 UTC
    await trainingPayment({
      status: 'SUCCEEDED',
      method: 'CASH',
      paidAt: zurich('2026-10-25', '02:30'), // the repeated hour
    });

    expect(await figures('?weeks=3')).toEqual(
      expectedWeeks('2026-10-19', 3, {
        '2026-10-19': { trainingBookings: 2, receivedCents: 2500, revenueCents: 2500 },
        '2026-10-26': { trainingBookings: 1 },
      }),
    );
  });

  it.each(['?weeks=0', '?weeks=53', '?weeks=zwölf', '?weeks=1.5'])(
    'refuses %s with a German message',
    async (query) => {
      const res = await call(t, a.cookie, 'GET', `/admin/dashboard/weekly-figures${query}`);
      expect(res.status).toBe(400);
      const body = (await res.clone().json()) as { error: { message: string } };
      expect(body.error.message).toBe('Bitte Eingaben prüfen.');
      expect((await errorOf(res)).code).toBe('VALIDATION');
    },
  );
});
