import { and, eq, inArray, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../src/domain/bookings/contracts';
import { creditConsumptions, creditPacks, payments, rsvps } from '../../src/server/db/schema';
import { bookTraining } from '../../src/server/features/trainings/book-training';
import { createChild, createCreditPack, createParent, createSession, linkSecondParent } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';
import { book, errorCode, mailsTo, signedInFamily, zurich } from './booking-fixtures';

const t = setupTestApp();
const NOW = zurich('2026-05-04', '09:00');
const SATURDAY = { startsAt: zurich('2026-05-09', '10:00'), endsAt: zurich('2026-05-09', '11:45') };

beforeEach(() => t.clock.set(NOW));

async function activeRsvps(sessionId: string) {
  return t.ctx.db
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.sessionId, sessionId), isNull(rsvps.cancelledAt)));
}

async function paymentsOf(sessionId: string) {
  return t.ctx.db.select().from(payments).where(eq(payments.sessionId, sessionId));
}

describe('booking a training', () => {
  it('registers the chosen children with one open payment each at the training price, and mails the parent', async () => {
    const family = await signedInFamily(t, 2);
    const session = await createSession(t.ctx.db, { ...SATURDAY, title: 'TIZ Training Technik' });
    const childIds = family.children.map((c) => c.id);

    const response = await book(t, family.cookie, 'trainings', session.id, childIds);

    expect(response.status).toBe(201);
    const body = (await response.json()) as BookingResponse;
    expect(body.registrations.map((r) => r.childId).sort()).toEqual([...childIds].sort());
    expect(body.registrations.every((r) => r.payment.status === 'REQUIRES_PAYMENT')).toBe(true);
    const registered = await activeRsvps(session.id);
    expect(registered.map((r) => r.childId).sort()).toEqual([...childIds].sort());
    expect(registered.every((r) => r.createdBy === family.parent.id)).toBe(true);
    const created = await paymentsOf(session.id);
    expect(created).toHaveLength(2);
    for (const payment of created) {
      expect(payment).toMatchObject({ status: 'REQUIRES_PAYMENT', amountCents: 2500, method: null });
      expect(registered.map((r) => r.id)).toContain(payment.rsvpId);
    }

    const [mail] = await mailsTo(t, family.parent.email);
    expect(mail?.subject).toBe('Anmeldung: TIZ Training Technik am Samstag, 09.05.2026, 10:00–11:45');
    for (const child of family.children) {
      expect(mail?.text).toContain(`${child.firstName} ${child.lastName}: CHF\u00a025.00, Offen`);
    }
    expect(mail?.text).toContain('Abmeldung mit Gutschrift bis Freitag, 08.05.2026, 14:00 Uhr möglich.');
    expect(mail?.html).toContain('Anmeldung erhalten');
  });

  it('charges the training’s own price', async () => {
    const family = await signedInFamily(t);
    const session = await createSession(t.ctx.db, {
      ...SATURDAY,
      type: '1:1',
      capacity: 1,
      priceCents: 6000,
    });
    expect((await book(t, family.cookie, 'trainings', session.id, [family.children[0]!.id])).status).toBe(
      201,
    );
    expect(await paymentsOf(session.id)).toMatchObject([{ amountCents: 6000, status: 'REQUIRES_PAYMENT' }]);
  });

  it('books all chosen children or none, naming the seats that remain', async () => {
    const family = await signedInFamily(t, 2);
    const other = await signedInFamily(t, 2);
    const session = await createSession(t.ctx.db, { ...SATURDAY, capacity: 3 });
    expect(
      (
        await book(
          t,
          other.cookie,
          'trainings',
          session.id,
          other.children.map((c) => c.id),
        )
      ).status,
    ).toBe(201);

    const response = await book(
      t,
      family.cookie,
      'trainings',
      session.id,
      family.children.map((c) => c.id),
    );

    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      requestId: expect.any(String),
      error: {
        code: 'FULLY_BOOKED',
        message: 'Ausgebucht: Es sind nicht mehr genug Plätze frei.',
        details: { seatsLeft: 1 },
      },
    });
    expect(await activeRsvps(session.id)).toHaveLength(2);
    expect(await paymentsOf(session.id)).toHaveLength(2);
    expect(await mailsTo(t, family.parent.email)).toEqual([]);
  });

  it('refuses a child that is already registered, and accepts it again after a cancellation', async () => {
    const family = await signedInFamily(t, 2);
    const [first, second] = family.children;
    const session = await createSession(t.ctx.db, SATURDAY);
    await book(t, family.cookie, 'trainings', session.id, [first!.id]);

    const again = await book(t, family.cookie, 'trainings', session.id, [second!.id, first!.id]);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: { code: 'ALREADY_REGISTERED_TRAINING', details: { childIds: [first!.id] } },
    });
    expect(await activeRsvps(session.id)).toHaveLength(1);

    const cancelled = await t.request(`/api/trainings/${session.id}/registrations/${first!.id}`, {
      method: 'DELETE',
      headers: { cookie: family.cookie },
    });
    expect(cancelled.status).toBe(200);
    expect((await book(t, family.cookie, 'trainings', session.id, [first!.id])).status).toBe(201);
    const all = await t.ctx.db.select().from(rsvps).where(eq(rsvps.sessionId, session.id));
    expect(all.filter((r) => r.cancelledAt === null)).toHaveLength(1);
    expect(all).toHaveLength(2);
  });

  it('names the registered child rather than "Ausgebucht" when a full training is booked again', async () => {
    const family = await signedInFamily(t);
    const session = await createSession(t.ctx.db, { ...SATURDAY, capacity: 1 });
    await book(t, family.cookie, 'trainings', session.id, [family.children[0]!.id]);
    const again = await book(t, family.cookie, 'trainings', session.id, [family.children[0]!.id]);
    expect(await errorCode(again)).toBe('ALREADY_REGISTERED_TRAINING');
  });

  it('refuses a training that has started or is over, with nothing written', async () => {
    const family = await signedInFamily(t);
    const started = await createSession(t.ctx.db, {
      startsAt: zurich('2026-05-04', '08:00'),
      endsAt: zurich('2026-05-04', '10:00'),
    });
    const over = await createSession(t.ctx.db, {
      startsAt: zurich('2026-04-25', '10:00'),
      endsAt: zurich('2026-04-25', '11:45'),
    });
    for (const session of [started, over]) {
      const response = await book(t, family.cookie, 'trainings', session.id, [family.children[0]!.id]);
      expect(response.status).toBe(409);
      expect(await errorCode(response)).toBe('TRAINING_CLOSED');
      expect(await activeRsvps(session.id)).toEqual([]);
    }
  });

  it('answers 404 for an unknown training and for another family’s child, and changes nothing', async () => {
    const family = await signedInFamily(t);
    const stranger = await signedInFamily(t);
    const session = await createSession(t.ctx.db, SATURDAY);

    const unknown = await book(t, family.cookie, 'trainings', crypto.randomUUID(), [family.children[0]!.id]);
    expect(unknown.status).toBe(404);
    const foreign = await book(t, family.cookie, 'trainings', session.id, [
      family.children[0]!.id,
      stranger.children[0]!.id,
    ]);
    expect(foreign.status).toBe(404);
    expect(await errorCode(foreign)).toBe('NOT_FOUND');
    const notAnId = await book(t, family.cookie, 'trainings', 'abc', [family.children[0]!.id]);
    expect(notAnId.status).toBe(404);
    expect(await activeRsvps(session.id)).toEqual([]);
  });

  it('needs a ticked child and the accepted terms (400, nothing written)', async () => {
    const family = await signedInFamily(t);
    const session = await createSession(t.ctx.db, SATURDAY);
    const childId = family.children[0]!.id;
    const bodies = [
      { childIds: [childId], acceptTerms: false },
      { childIds: [childId] },
      { childIds: [], acceptTerms: true },
      { childIds: [childId, childId], acceptTerms: true },
      { childIds: ['not-a-uuid'], acceptTerms: true },
    ];
    for (const json of bodies) {
      const response = await t.request(`/api/trainings/${session.id}/registrations`, {
        method: 'POST',
        headers: { cookie: family.cookie },
        json,
      });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(await errorCode(response)).toBe('VALIDATION');
    }
    const notJson = await t.request(`/api/trainings/${session.id}/registrations`, {
      method: 'POST',
      headers: { cookie: family.cookie, 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect(await activeRsvps(session.id)).toEqual([]);
  });

  it('lets a linked second parent book the family’s children', async () => {
    const primary = await createParent(t.ctx.db);
    const second = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, { parentId: primary.id });
    await linkSecondParent(t.ctx.db, { parentId: primary.id, secondParentId: second.id });
    const session = await createSession(t.ctx.db, SATURDAY);

    const response = await book(t, await sessionCookieFor(t, second.id), 'trainings', session.id, [child.id]);

    expect(response.status).toBe(201);
    expect(await activeRsvps(session.id)).toMatchObject([{ childId: child.id, createdBy: second.id }]);
    expect(await mailsTo(t, second.email)).toHaveLength(1);
  });

  it('keeps the booking when the notification mail cannot be queued', async () => {
    const family = await signedInFamily(t);
    const session = await createSession(t.ctx.db, SATURDAY);
    const jobs = { ...t.ctx.jobs, send: () => Promise.reject(new Error('queue unavailable')) };

    const result = await bookTraining(
      { ...t.ctx, jobs },
      {
        actor: { userId: family.parent.id, role: 'parent' },
        sessionId: session.id,
        childIds: [family.children[0]!.id],
      },
    );

    expect(result.registrations).toHaveLength(1);
    expect(await activeRsvps(session.id)).toHaveLength(1);
    expect(await paymentsOf(session.id)).toHaveLength(1);
  });
});

describe('paying a new booking with the family’s credit', () => {
  it('settles each CHF 25 payment with a credit while credit lasts; the rest stays open', async () => {
    const family = await signedInFamily(t, 2);
    const pack = await createCreditPack(t.ctx.db, { parentId: family.parent.id, totalCredits: 11 });
    await t.ctx.db.update(creditPacks).set({ creditsRemaining: 1 }).where(eq(creditPacks.id, pack.id));
    const session = await createSession(t.ctx.db, SATURDAY);

    const response = await book(
      t,
      family.cookie,
      'trainings',
      session.id,
      family.children.map((c) => c.id),
    );

    const body = (await response.json()) as BookingResponse;
    const statuses = body.registrations.map((r) => `${r.payment.status}/${r.payment.method}`).sort();
    expect(statuses).toEqual(['REQUIRES_PAYMENT/null', 'SUCCEEDED/CREDIT']);
    const stored = await paymentsOf(session.id);
    const paid = stored.find((p) => p.status === 'SUCCEEDED');
    expect(paid).toMatchObject({ method: 'CREDIT', paidAt: NOW });
    const [after] = await t.ctx.db.select().from(creditPacks).where(eq(creditPacks.id, pack.id));
    expect(after?.creditsRemaining).toBe(0);
    const consumptions = await t.ctx.db
      .select()
      .from(creditConsumptions)
      .where(eq(creditConsumptions.sessionId, session.id));
    expect(consumptions).toMatchObject([{ packId: pack.id, paymentId: paid?.id, qty: 1, revertedAt: null }]);
    const [mail] = await mailsTo(t, family.parent.email);
    expect(mail?.text).toContain('Bezahlt (Guthaben)');
  });

  it('uses the pack that expires first, and the second parent’s pack for the family’s child', async () => {
    const primary = await createParent(t.ctx.db);
    const second = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, { parentId: primary.id });
    await linkSecondParent(t.ctx.db, { parentId: primary.id, secondParentId: second.id });
    const later = await createCreditPack(t.ctx.db, {
      parentId: primary.id,
      expiresAt: zurich('2027-01-01', '00:00'),
    });
    const sooner = await createCreditPack(t.ctx.db, {
      parentId: second.id,
      expiresAt: zurich('2026-09-01', '00:00'),
    });
    const session = await createSession(t.ctx.db, SATURDAY);

    await book(t, await sessionCookieFor(t, primary.id), 'trainings', session.id, [child.id]);

    const [consumption] = await t.ctx.db
      .select()
      .from(creditConsumptions)
      .where(eq(creditConsumptions.sessionId, session.id));
    expect(consumption?.packId).toBe(sooner.id);
    const [untouched] = await t.ctx.db.select().from(creditPacks).where(eq(creditPacks.id, later.id));
    expect(untouched?.creditsRemaining).toBe(11);
  });

  it('never uses an expired, cancelled or empty pack, another family’s pack, or credit for a price other than CHF 25', async () => {
    const family = await signedInFamily(t, 2);
    const stranger = await createParent(t.ctx.db);
    await createCreditPack(t.ctx.db, { parentId: family.parent.id, expiresAt: NOW });
    await createCreditPack(t.ctx.db, { parentId: family.parent.id, status: 'CANCELLED' });
    await createCreditPack(t.ctx.db, { parentId: family.parent.id, totalCredits: 1, creditsRemaining: 0 });
    await createCreditPack(t.ctx.db, { parentId: stranger.id });
    const session = await createSession(t.ctx.db, SATURDAY);
    const pricey = await createSession(t.ctx.db, { ...SATURDAY, priceCents: 5000 });
    const [first, second] = family.children;

    await book(t, family.cookie, 'trainings', session.id, [first!.id]);
    await createCreditPack(t.ctx.db, { parentId: family.parent.id });
    await book(t, family.cookie, 'trainings', pricey.id, [second!.id]);

    expect(await paymentsOf(session.id)).toMatchObject([{ status: 'REQUIRES_PAYMENT' }]);
    expect(await paymentsOf(pricey.id)).toMatchObject([{ status: 'REQUIRES_PAYMENT', amountCents: 5000 }]);
    const consumed = await t.ctx.db
      .select()
      .from(creditConsumptions)
      .where(inArray(creditConsumptions.sessionId, [session.id, pricey.id]));
    expect(consumed).toEqual([]);
  });

  it('gives the last credit to exactly one of two parallel bookings', async () => {
    const family = await signedInFamily(t, 2);
    await createCreditPack(t.ctx.db, { parentId: family.parent.id, totalCredits: 1 });
    const one = await createSession(t.ctx.db, SATURDAY);
    const two = await createSession(t.ctx.db, { ...SATURDAY, title: 'Zweites Training' });

    const answers = await Promise.all([
      book(t, family.cookie, 'trainings', one.id, [family.children[0]!.id]),
      book(t, family.cookie, 'trainings', two.id, [family.children[1]!.id]),
    ]);

    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const all = [...(await paymentsOf(one.id)), ...(await paymentsOf(two.id))];
    expect(all.filter((p) => p.status === 'SUCCEEDED')).toHaveLength(1);
    const packs = await t.ctx.db.select().from(creditPacks).where(eq(creditPacks.parentId, family.parent.id));
    expect(packs.map((p) => p.creditsRemaining)).toEqual([0]);
  });
});
