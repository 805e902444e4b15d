import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateAhv } from '../../src/domain/ahv';
import { zurichDateTimeToInstant } from '../../src/domain/time';
import { createAhvCipher } from '../../src/server/crypto/ahv-cipher';
import type { Db } from '../../src/server/db/client';
import {
  campPayments,
  children,
  creditPacks,
  familyLinks,
  parentChildren,
  pushHistoryRecipients,
  rsvps,
} from '../../src/server/db/schema';
import {
  bookCamp,
  bookSession,
  createAdmin,
  createCamp,
  createChild,
  createCreditConsumption,
  createCreditPack,
  createParent,
  createPushHistory,
  createPushSubscription,
  createSession,
  createTrainer,
  linkSecondParent,
} from '../factories';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// The factories are shared with the demo seed: what they insert must be consistent data, not just rows that fit.

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.drop());

const cipher = createAhvCipher('0f'.repeat(32));

describe('people', () => {
  it('makes complete parents by default, bare accounts on request, and admins', async () => {
    const parent = await createParent(db);
    expect(parent).toMatchObject({ role: 'parent', emailVerified: true });
    expect(parent.firstName && parent.lastName && parent.mobile && parent.termsAcceptedAt).toBeTruthy();
    expect(parent.email).toBe(parent.email.toLowerCase());
    expect(parent.mobile).toMatch(/^\+41 7\d \d{3} \d{2} \d{2}$/);

    const fresh = await createParent(db, { complete: false, email: 'Neu@Example.CH' });
    expect(fresh).toMatchObject({
      email: 'neu@example.ch',
      firstName: null,
      mobile: null,
      termsAcceptedAt: null,
    });
    expect((await createAdmin(db)).role).toBe('admin');
  });

  it('stores a child AHV encrypted with its last four digits, readable with the cipher', async () => {
    const parent = await createParent(db);
    const child = await createChild(db, { parentId: parent.id, cipher });
    expect(child.ahv).not.toBeNull();
    expect(validateAhv(child.ahv ?? '')).toBeNull();
    expect(child.ahvLast4).toBe(child.ahv?.slice(-4));
    expect(cipher.decrypt(child.ahvEncrypted ?? '')).toBe(child.ahv);
    expect(child.lastName).toBe(parent.lastName);

    const without = await createChild(db, { parentId: parent.id });
    expect(without).toMatchObject({ ahv: null, ahvEncrypted: null, ahvLast4: null });
    const trainer = await createTrainer(db, { cipher, ahv: '7561234567897' });
    expect(cipher.decrypt(trainer.ahvEncrypted ?? '')).toBe('7561234567897');
    expect(trainer.ahvLast4).toBe('7897');
  });

  it('shares the children of a primary parent with a linked second parent, also those added later', async () => {
    const primary = await createParent(db);
    const second = await createParent(db);
    const first = await createChild(db, { parentId: primary.id });
    const links = await linkSecondParent(db, { parentId: primary.id, secondParentId: second.id });
    expect(links.map((l) => l.childId)).toEqual([first.id]);
    const later = await createChild(db, { parentId: primary.id });

    const shared = await db.select().from(parentChildren).where(eq(parentChildren.parentId, second.id));
    expect(shared.map((l) => l.childId).sort()).toEqual([first.id, later.id].sort());
    const linked = await db.query.profiles.findFirst({ where: (p, { eq }) => eq(p.id, primary.id) });
    expect(linked?.secondParentEmail).toBe(second.email);
    // Stored as the product stores an accepted offer (decision 012).
    expect(await db.select().from(familyLinks).where(eq(familyLinks.inviterId, primary.id))).toMatchObject([
      { inviteeEmail: second.email, inviteeId: second.id, status: 'accepted' },
    ]);
  });
});

describe('trainings and camps', () => {
  it('defaults a training to the spec: 10:00-11:45 Zurich time, 30 seats, CHF 25, TIZ, Kunstrasen Rotkreuz', async () => {
    const session = await createSession(db);
    expect(session).toMatchObject({
      capacity: 30,
      priceCents: 2500,
      type: 'TIZ',
      location: 'Kunstrasen Rotkreuz',
    });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(session.startsAt);
    expect(session.startsAt).toEqual(zurichDateTimeToInstant(day, '10:00'));
    expect(session.endsAt).toEqual(zurichDateTimeToInstant(day, '11:45'));
    expect(session.startsAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('defaults a camp to the spec: 09:00-16:00, 30 places, CHF 500, Rotkreuz, five days', async () => {
    const camp = await createCamp(db);
    expect(camp).toMatchObject({
      capacity: 30,
      priceCents: 50000,
      location: 'Rotkreuz',
      startTime: '09:00:00',
      endTime: '16:00:00',
    });
    expect(camp.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      new Date(`${camp.endDate}T00:00Z`).getTime() - new Date(`${camp.startDate}T00:00Z`).getTime(),
    ).toBe(4 * 86_400_000);
  });

  it('books a training and a camp at their prices, linked to the registration', async () => {
    const parent = await createParent(db);
    const child = await createChild(db, { parentId: parent.id });
    const session = await createSession(db, { priceCents: 3000 });
    const booked = await bookSession(db, { sessionId: session.id, childId: child.id, createdBy: parent.id });
    expect(booked.payment).toMatchObject({
      amountCents: 3000,
      status: 'REQUIRES_PAYMENT',
      method: null,
      paidAt: null,
      rsvpId: booked.rsvp.id,
    });
    const camp = await createCamp(db);
    const paid = await bookCamp(db, {
      campId: camp.id,
      childId: child.id,
      status: 'SUCCEEDED',
      method: 'CASH',
    });
    expect(paid.campPayment).toMatchObject({ amountCents: 50000, status: 'SUCCEEDED', method: 'CASH' });
    expect(paid.campPayment.paidAt).toBeInstanceOf(Date);

    const [linked] = await db
      .select({ parentId: children.parentId })
      .from(children)
      .where(eq(children.id, child.id));
    expect(linked?.parentId).toBe(parent.id);
    const childRsvps = await db
      .select({ sessionId: rsvps.sessionId })
      .from(rsvps)
      .where(eq(rsvps.childId, child.id));
    expect(childRsvps.map((r) => r.sessionId)).toEqual([session.id]);
    const childCampPayments = await db.select().from(campPayments).where(eq(campPayments.childId, child.id));
    expect(childCampPayments).toHaveLength(1);
  });
});

describe('credit', () => {
  it('keeps the ledger: remaining credits = total minus active consumptions', async () => {
    const parent = await createParent(db);
    const child = await createChild(db, { parentId: parent.id });
    const pack = await createCreditPack(db, { parentId: parent.id });
    expect(pack).toMatchObject({
      totalCredits: 11,
      creditsRemaining: 11,
      priceCentsPaid: 25000,
      status: 'ACTIVE',
    });
    for (let i = 0; i < 3; i++) {
      const session = await createSession(db);
      const { payment } = await bookSession(db, { sessionId: session.id, childId: child.id });
      await createCreditConsumption(db, {
        packId: pack.id,
        childId: child.id,
        sessionId: session.id,
        paymentId: payment.id,
      });
    }
    const [after] = await db.select().from(creditPacks).where(eq(creditPacks.id, pack.id));
    const active = await db.execute<{ used: number }>(
      sql`select coalesce(sum(qty), 0)::int as used from credit_consumptions where pack_id = ${pack.id} and reverted_at is null`,
    );
    expect(after?.creditsRemaining).toBe(8);
    expect(after?.creditsRemaining).toBe((after?.totalCredits ?? 0) - (active.rows[0]?.used ?? -1));

    const refund = await createCreditPack(db, { parentId: parent.id, origin: 'REFUND', totalCredits: 1 });
    expect(refund).toMatchObject({ priceCentsPaid: 0, paymentMethod: null, creditsRemaining: 1 });
  });
});

describe('push', () => {
  it('makes subscriptions with real P-256 keys and history counted from its recipients', async () => {
    const parent = await createParent(db);
    const sub = await createPushSubscription(db, { userId: parent.id });
    expect(Buffer.from(sub.p256dh, 'base64url')).toHaveLength(65);
    expect(Buffer.from(sub.auth, 'base64url')).toHaveLength(16);

    const history = await createPushHistory(db, {
      recipients: [
        { userId: parent.id, status: 'success', subscriptionEndpoint: sub.endpoint },
        { userId: parent.id, status: 'failed', error: '410 Gone' },
      ],
    });
    expect(history).toMatchObject({ sentTo: 1, failed: 1, recipientType: 'all', targetUrl: '/dashboard' });
    const rows = await db
      .select()
      .from(pushHistoryRecipients)
      .where(eq(pushHistoryRecipients.pushHistoryId, history.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'success']);
  });
});
