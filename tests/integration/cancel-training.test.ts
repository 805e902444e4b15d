import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TrainingCancellationResponse } from '../../src/domain/bookings/contracts';
import type { PaymentMethod } from '../../src/domain/payments/status';
import { creditAwards, creditConsumptions, creditPacks, payments, rsvps } from '../../src/server/db/schema';
import { cancelTraining } from '../../src/server/features/trainings/cancel-training';
import {
  bookSession,
  createAdmin,
  createCreditConsumption,
  createCreditPack,
  createSession,
  type Session,
} from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';
import { cancel, errorCode, type Family, mailsTo, signedInFamily, zurich } from './booking-fixtures';

const t = setupTestApp();
const SECOND = 1000;

// A training on an ordinary Saturday and one on each DST weekend (docs/reliability.md promise 4): the
// deadline is the start minus 20 real hours.
const trainings = [
  { name: 'ordinary Saturday 09.05.2026', start: ['2026-05-09', '10:00'], deadline: ['2026-05-08', '14:00'] },
  {
    name: 'Sunday 29.03.2026 (spring forward)',
    start: ['2026-03-29', '10:00'],
    deadline: ['2026-03-28', '13:00'],
  },
  {
    name: 'Sunday 25.10.2026 (fall back)',
    start: ['2026-10-25', '10:00'],
    deadline: ['2026-10-24', '15:00'],
  },
] as const;

beforeEach(() => t.clock.set(zurich('2026-03-01', '09:00')));

async function bookedFamily(session: Session, state: { status?: 'SUCCEEDED'; method?: PaymentMethod } = {}) {
  const family = await signedInFamily(t);
  const child = family.children[0]!;
  const booking = await bookSession(t.ctx.db, { sessionId: session.id, childId: child.id, ...state });
  return { family, child, ...booking };
}

async function rsvpRow(id: string) {
  const [row] = await t.ctx.db.select().from(rsvps).where(eq(rsvps.id, id));
  return row;
}

async function paymentRow(id: string) {
  const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, id));
  return row;
}

async function awardsFor(rsvpId: string) {
  return t.ctx.db.select().from(creditAwards).where(eq(creditAwards.rsvpId, rsvpId));
}

async function refundPacksOf(parentId: string) {
  const packs = await t.ctx.db.select().from(creditPacks).where(eq(creditPacks.parentId, parentId));
  return packs.filter((p) => p.origin === 'REFUND');
}

/**
 * The parent cancels at the clock's current time, signed in then: the families are made at the start of March, and a
 * session older than 60 days has ended (decision 013), while these cancellations happen up to October.
 */
async function cancelled(family: Family, sessionId: string, childId: string) {
  const cookie = await sessionCookieFor(t, family.parent.id);
  const response = await cancel(t, cookie, 'trainings', sessionId, childId);
  expect(response.status).toBe(200);
  return (await response.json()) as TrainingCancellationResponse;
}

describe('the 20-hour cutoff, to the second', () => {
  for (const training of trainings) {
    const startsAt = zurich(training.start[0], training.start[1]);
    const deadline = zurich(training.deadline[0], training.deadline[1]);

    it(`${training.name}: one second before ${training.deadline[1]} is on time, a paid booking gets a credit`, async () => {
      const session = await createSession(t.ctx.db, { startsAt });
      const { family, child, rsvp, payment } = await bookedFamily(session, {
        status: 'SUCCEEDED',
        method: 'STRIPE_TWINT',
      });
      t.clock.set(new Date(deadline.getTime() - SECOND));

      const answer = await cancelled(family, session.id, child.id);

      expect(answer).toEqual({
        outcome: 'REFUNDED',
        onTime: true,
        deadline: deadline.toISOString(),
        creditBack: 1,
        refundCents: 0,
        feeOwed: false,
      });
      const [pack] = await refundPacksOf(family.parent.id);
      expect(pack).toMatchObject({
        totalCredits: 1,
        creditsRemaining: 1,
        priceCentsPaid: 0,
        unitValueCents: 2500,
        status: 'ACTIVE',
        originPaymentId: payment.id,
      });
      expect(await awardsFor(rsvp.id)).toMatchObject([
        { parentId: family.parent.id, childId: child.id, sessionId: session.id, packId: pack?.id },
      ]);
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'REFUNDED', method: 'STRIPE_TWINT' });
      expect(await rsvpRow(rsvp.id)).toMatchObject({ cancelledBy: family.parent.id });
    });

    for (const [label, offset] of [
      ['exactly at', 0],
      ['one second after', SECOND],
    ] as const) {
      it(`${training.name}: ${label} ${training.deadline[1]} is late, the CHF 25 are forfeited`, async () => {
        const session = await createSession(t.ctx.db, { startsAt });
        const { family, child, rsvp, payment } = await bookedFamily(session, {
          status: 'SUCCEEDED',
          method: 'CASH',
        });
        t.clock.set(new Date(deadline.getTime() + offset));

        const answer = await cancelled(family, session.id, child.id);

        expect(answer).toMatchObject({ outcome: 'NO_REFUND', onTime: false, creditBack: 0 });
        expect(await refundPacksOf(family.parent.id)).toEqual([]);
        expect(await awardsFor(rsvp.id)).toEqual([]);
        expect(await paymentRow(payment.id)).toMatchObject({ status: 'SUCCEEDED', method: 'CASH' });
        expect((await rsvpRow(rsvp.id))?.cancelledAt).toEqual(new Date(deadline.getTime() + offset));
        const [mail] = await mailsTo(t, family.parent.email);
        expect(mail?.text).toContain('Die CHF\u00a025.00 verfallen, es gibt kein Guthaben.');
        expect(mail?.text).toContain('Abmeldung 20 Stunden vor Trainingsbeginn.');
        expect(mail?.text).toContain(`${child.firstName} ${child.lastName}: CHF\u00a025.00, Bezahlt (Bar)`);
      });
    }
  }
});

describe('cancelling a training', () => {
  // Late and unpaid, the CHF 25 stays owed: late-unpaid-cancellation.test.ts (decision 033).
  it('cancels an unpaid booking on time for free, and its payment is no longer open', async () => {
    for (const now of [zurich('2026-05-01', '09:00'), zurich('2026-05-08', '13:59')]) {
      t.clock.set(zurich('2026-03-01', '09:00'));
      const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-09', '10:00') });
      const { family, child, rsvp, payment } = await bookedFamily(session);
      t.clock.set(now);

      const answer = await cancelled(family, session.id, child.id);

      expect(answer).toMatchObject({ outcome: 'NO_PAYMENT', creditBack: 0, feeOwed: false });
      expect(await paymentRow(payment.id)).toBeUndefined();
      expect((await rsvpRow(rsvp.id))?.cancelledAt).toEqual(now);
      expect(await refundPacksOf(family.parent.id)).toEqual([]);
      const [mail] = await mailsTo(t, family.parent.email);
      expect(mail?.subject).toBe('Abmeldung: TIZ Training am Samstag, 09.05.2026, 10:00–11:45');
      expect(mail?.text).toContain('Die Anmeldung war noch nicht bezahlt: Die Abmeldung ist kostenlos.');
    }
  });

  it('gives no credit for a training an admin marked GRATIS, and keeps that payment', async () => {
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-09', '10:00') });
    const { family, child, rsvp, payment } = await bookedFamily(session, {
      status: 'SUCCEEDED',
      method: 'GRATIS',
    });

    const answer = await cancelled(family, session.id, child.id);

    expect(answer).toMatchObject({ outcome: 'NO_PAYMENT', onTime: true, creditBack: 0 });
    expect(await refundPacksOf(family.parent.id)).toEqual([]);
    expect(await awardsFor(rsvp.id)).toEqual([]);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'SUCCEEDED', method: 'GRATIS' });
  });

  it('gives a credit paid with credit back to its pack: the consumption is reverted, no extra pack', async () => {
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-09', '10:00') });
    const { family, child, rsvp, payment } = await bookedFamily(session, {
      status: 'SUCCEEDED',
      method: 'CREDIT',
    });
    const pack = await createCreditPack(t.ctx.db, { parentId: family.parent.id });
    const consumption = await createCreditConsumption(t.ctx.db, {
      packId: pack.id,
      childId: child.id,
      sessionId: session.id,
      paymentId: payment.id,
    });
    t.clock.set(zurich('2026-05-07', '18:00'));

    expect(await cancelled(family, session.id, child.id)).toMatchObject({
      outcome: 'REFUNDED',
      creditBack: 1,
    });

    const [reverted] = await t.ctx.db
      .select()
      .from(creditConsumptions)
      .where(eq(creditConsumptions.id, consumption.id));
    expect(reverted?.revertedAt).toEqual(zurich('2026-05-07', '18:00'));
    const [restored] = await t.ctx.db.select().from(creditPacks).where(eq(creditPacks.id, pack.id));
    expect(restored?.creditsRemaining).toBe(11);
    expect(await refundPacksOf(family.parent.id)).toEqual([]);
    expect(await awardsFor(rsvp.id)).toMatchObject([{ packId: pack.id }]);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'REFUNDED', method: 'CREDIT' });
    const [mail] = await mailsTo(t, family.parent.email);
    expect(mail?.text).toContain('Sie erhalten 1 Guthaben im Wert von CHF\u00a025.00 zurück.');
  });

  it('gives a refund pack when the pack that paid has expired since', async () => {
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-09', '10:00') });
    const { family, child, payment } = await bookedFamily(session, { status: 'SUCCEEDED', method: 'CREDIT' });
    const pack = await createCreditPack(t.ctx.db, {
      parentId: family.parent.id,
      expiresAt: zurich('2026-05-01', '00:00'),
    });
    await createCreditConsumption(t.ctx.db, {
      packId: pack.id,
      childId: child.id,
      sessionId: session.id,
      paymentId: payment.id,
    });
    t.clock.set(zurich('2026-05-07', '18:00'));

    await cancelled(family, session.id, child.id);

    expect(await refundPacksOf(family.parent.id)).toMatchObject([
      { creditsRemaining: 1, originPaymentId: payment.id },
    ]);
  });

  it('gives a refund pack that lasts as long as CREDIT_PACK_VALIDITY_MONTHS says', async () => {
    const config = t.ctx.config;
    t.ctx.config = { ...config, CREDIT_PACK_VALIDITY_MONTHS: 3 };
    try {
      const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-09', '10:00') });
      const { family, child } = await bookedFamily(session, { status: 'SUCCEEDED', method: 'CASH' });
      t.clock.set(zurich('2026-05-07', '18:00'));

      await cancelled(family, session.id, child.id);

      const [pack] = await refundPacksOf(family.parent.id);
      expect(pack?.expiresAt).toEqual(zurich('2026-08-07', '18:00'));
    } finally {
      t.ctx.config = config;
    }
  });

  it('is refused once the training has started, and for a child that is not registered', async () => {
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-09', '10:00') });
    const { family, child } = await bookedFamily(session);
    const other = await signedInFamily(t);

    const notRegistered = await cancel(t, other.cookie, 'trainings', session.id, other.children[0]!.id);
    expect(notRegistered.status).toBe(409);
    expect(await errorCode(notRegistered)).toBe('NOT_REGISTERED');

    t.clock.set(zurich('2026-05-09', '10:00'));
    const started = await cancel(
      t,
      await sessionCookieFor(t, family.parent.id),
      'trainings',
      session.id,
      child.id,
    );
    expect(started.status).toBe(409);
    expect(await errorCode(started)).toBe('TRAINING_CLOSED');
  });

  it('answers 404 for another family’s child or an unknown training, and changes nothing', async () => {
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-09', '10:00') });
    const { child, rsvp, payment } = await bookedFamily(session, {
      status: 'SUCCEEDED',
      method: 'STRIPE_ONLINE',
    });
    const stranger = await signedInFamily(t);

    expect((await cancel(t, stranger.cookie, 'trainings', session.id, child.id)).status).toBe(404);
    expect((await cancel(t, stranger.cookie, 'trainings', crypto.randomUUID(), child.id)).status).toBe(404);
    expect(await rsvpRow(rsvp.id)).toMatchObject({ cancelledAt: null });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'SUCCEEDED' });
  });
});

describe('two cancels of one booking give exactly one refund', () => {
  it('from two tabs of the same parent', async () => {
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-09', '10:00') });
    const { family, child, rsvp } = await bookedFamily(session, {
      status: 'SUCCEEDED',
      method: 'STRIPE_TWINT',
    });

    const answers = await Promise.all(
      Array.from({ length: 4 }, () => cancel(t, family.cookie, 'trainings', session.id, child.id)),
    );

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await awardsFor(rsvp.id)).toHaveLength(1);
    expect(await refundPacksOf(family.parent.id)).toHaveLength(1);
  });

  it('from the parent and an admin at the same time', async () => {
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-09', '10:00') });
    const { family, child, rsvp } = await bookedFamily(session, { status: 'SUCCEEDED', method: 'CREDIT' });
    const pack = await createCreditPack(t.ctx.db, { parentId: family.parent.id, totalCredits: 1 });
    const [paid] = await t.ctx.db.select().from(payments).where(eq(payments.rsvpId, rsvp.id));
    await createCreditConsumption(t.ctx.db, {
      packId: pack.id,
      childId: child.id,
      sessionId: session.id,
      paymentId: paid!.id,
    });
    const admin = await createAdmin(t.ctx.db);

    const results = await Promise.allSettled([
      cancel(t, family.cookie, 'trainings', session.id, child.id).then(async (r) => {
        if (r.status !== 200) throw new Error(await errorCode(r));
      }),
      cancelTraining(t.ctx, {
        actor: { userId: admin.id, role: 'admin' },
        sessionId: session.id,
        childId: child.id,
      }),
    ]);

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(String((refused.reason as Error).message)).toBe('NOT_REGISTERED');
    const [after] = await t.ctx.db.select().from(creditPacks).where(eq(creditPacks.id, pack.id));
    expect(after?.creditsRemaining).toBe(1);
    expect(await awardsFor(rsvp.id)).toHaveLength(1);
    const consumptions = await t.ctx.db
      .select()
      .from(creditConsumptions)
      .where(eq(creditConsumptions.paymentId, paid!.id));
    expect(consumptions.filter((c) => c.revertedAt !== null)).toHaveLength(1);
  });
});
