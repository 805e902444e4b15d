import { and, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  BookingResponse,
  CampCancellationResponse,
  CampsResponse,
} from '../../src/domain/bookings/contracts';
import { campCancellationFees, campPayments, campRsvps } from '../../src/server/db/schema';
import { cancelCamp } from '../../src/server/features/camps/cancel-camp';
import { bookCamp as bookCampFactory, createAdmin, createCamp } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { book, cancel, errorCode, mailsTo, signedInFamily, zurich } from './booking-fixtures';

const PROVIDER_MAIL = 'camps@fussballschule.ch';
const t = setupTestApp({ PROVIDER_MAIL });
const SUMMER = {
  name: 'Sommercamp 2026',
  startDate: '2026-07-06',
  endDate: '2026-07-10',
  location: 'Rotkreuz',
};

beforeEach(() => t.clock.set(zurich('2026-05-04', '09:00')));

async function activeCampRsvps(campId: string) {
  return t.ctx.db
    .select()
    .from(campRsvps)
    .where(and(eq(campRsvps.campId, campId), isNull(campRsvps.cancelledAt)));
}

async function feesOf(campId: string) {
  return t.ctx.db.select().from(campCancellationFees).where(eq(campCancellationFees.campId, campId));
}

describe('booking a camp', () => {
  it('registers the children with an open payment at the camp price, confirms to the parent and notifies the provider', async () => {
    const family = await signedInFamily(t, 2);
    const camp = await createCamp(t.ctx.db, SUMMER);
    const childIds = family.children.map((c) => c.id);

    const response = await book(t, family.cookie, 'camps', camp.id, childIds);

    expect(response.status).toBe(201);
    const body = (await response.json()) as BookingResponse;
    expect(body.registrations).toHaveLength(2);
    expect(await activeCampRsvps(camp.id)).toHaveLength(2);
    const created = await t.ctx.db.select().from(campPayments).where(eq(campPayments.campId, camp.id));
    expect(created.map((p) => [p.status, p.amountCents])).toEqual([
      ['REQUIRES_PAYMENT', 50000],
      ['REQUIRES_PAYMENT', 50000],
    ]);

    const [confirmation] = await mailsTo(t, family.parent.email);
    expect(confirmation?.subject).toBe('Anmeldung Camp: Sommercamp 2026');
    expect(confirmation?.text).toContain('Datum: 06.07.2026 – 10.07.2026');
    expect(confirmation?.text).toContain('Zeit: 09:00–16:00 Uhr');
    expect(confirmation?.text).toContain('Gebühr von CHF\u00a0100.00');
    const notice = (await mailsTo(t, PROVIDER_MAIL)).find((m) => m.replyTo === family.parent.email);
    expect(notice?.replyTo).toBe(family.parent.email);
    for (const child of family.children) {
      expect(notice?.text).toContain(`${child.firstName} ${child.lastName}: CHF\u00a0500.00, Offen`);
    }
    expect(notice?.text).toContain(
      `Eltern: ${family.parent.firstName} ${family.parent.lastName}, ${family.parent.email}`,
    );
  });

  it('refuses a full camp naming the places left, a child already registered, and a camp that has begun', async () => {
    const family = await signedInFamily(t, 2);
    const small = await createCamp(t.ctx.db, { ...SUMMER, capacity: 1 });
    const full = await book(
      t,
      family.cookie,
      'camps',
      small.id,
      family.children.map((c) => c.id),
    );
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ error: { code: 'FULLY_BOOKED', details: { seatsLeft: 1 } } });

    const camp = await createCamp(t.ctx.db, SUMMER);
    await book(t, family.cookie, 'camps', camp.id, [family.children[0]!.id]);
    const twice = await book(t, family.cookie, 'camps', camp.id, [family.children[0]!.id]);
    expect(await errorCode(twice)).toBe('ALREADY_REGISTERED_CAMP');

    const begun = await createCamp(t.ctx.db, { ...SUMMER, startDate: '2026-05-03', endDate: '2026-05-07' });
    const late = await book(t, family.cookie, 'camps', begun.id, [family.children[0]!.id]);
    expect(late.status).toBe(409);
    expect(await errorCode(late)).toBe('CAMP_CLOSED');
  });

  it('still takes bookings on the camp’s first day (Zurich calendar), also just after midnight', async () => {
    const family = await signedInFamily(t);
    const camp = await createCamp(t.ctx.db, { ...SUMMER, startDate: '2026-05-04', endDate: '2026-05-08' });
    t.clock.set(zurich('2026-05-04', '00:05'));
    expect((await book(t, family.cookie, 'camps', camp.id, [family.children[0]!.id])).status).toBe(201);
  });

  it('answers 404 for another family’s child', async () => {
    const family = await signedInFamily(t);
    const stranger = await signedInFamily(t);
    const camp = await createCamp(t.ctx.db, SUMMER);
    expect((await book(t, family.cookie, 'camps', camp.id, [stranger.children[0]!.id])).status).toBe(404);
    expect(await activeCampRsvps(camp.id)).toEqual([]);
  });
});

describe('cancelling a camp', () => {
  it('refunds a paid camp minus the CHF 100 fee; the refund stays in progress until an admin confirms it', async () => {
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    const camp = await createCamp(t.ctx.db, SUMMER);
    const { campRsvp, campPayment } = await bookCampFactory(t.ctx.db, {
      campId: camp.id,
      childId: child.id,
      status: 'SUCCEEDED',
      method: 'TWINT_MANUAL',
    });

    const response = await cancel(t, family.cookie, 'camps', camp.id, child.id);

    expect(response.status).toBe(200);
    expect((await response.json()) as CampCancellationResponse).toEqual({
      refundCents: 40000,
      feeCents: 10000,
    });
    const [payment] = await t.ctx.db.select().from(campPayments).where(eq(campPayments.id, campPayment.id));
    expect(payment).toMatchObject({
      status: 'REFUNDED',
      method: 'TWINT_MANUAL',
      refundCents: 40000,
      manualRefundCompletedAt: null,
    });
    expect(await feesOf(camp.id)).toMatchObject([
      { childId: child.id, campPaymentId: campPayment.id, amountCents: 10000, status: 'SUCCEEDED' },
    ]);
    const [row] = await t.ctx.db.select().from(campRsvps).where(eq(campRsvps.id, campRsvp.id));
    expect(row?.cancelledAt).toEqual(zurich('2026-05-04', '09:00'));
    const notice = (await mailsTo(t, PROVIDER_MAIL)).find(
      (m) => m.subject.startsWith('Camp-Abmeldung') && m.replyTo === family.parent.email,
    );
    expect(notice?.subject).toBe(`Camp-Abmeldung: ${child.firstName} ${child.lastName} (Sommercamp 2026)`);
    expect(notice?.text).toContain('Rückerstattung: CHF\u00a0400.00 (Gebühr CHF\u00a0100.00)');
    expect(notice?.text).toContain('in Bearbeitung');
    const [confirmation] = await mailsTo(t, family.parent.email);
    expect(confirmation?.text).toContain(
      'Die Gebühr von CHF\u00a0100.00 wird abgezogen. Rückerstattung: CHF\u00a0400.00.',
    );
  });

  it('refunds nothing for an unpaid camp: no fee, and the open payment goes', async () => {
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    const camp = await createCamp(t.ctx.db, SUMMER);
    await book(t, family.cookie, 'camps', camp.id, [child.id]);

    const response = await cancel(t, family.cookie, 'camps', camp.id, child.id);

    expect(await response.json()).toEqual({ refundCents: 0, feeCents: 0 });
    expect(await t.ctx.db.select().from(campPayments).where(eq(campPayments.campId, camp.id))).toEqual([]);
    expect(await feesOf(camp.id)).toEqual([]);
    const notices = await mailsTo(t, PROVIDER_MAIL);
    const notice = notices.find(
      (m) => m.subject.startsWith('Camp-Abmeldung') && m.replyTo === family.parent.email,
    );
    expect(notice?.text).toContain('keine Rückerstattung');
  });

  it('refunds nothing and takes no fee for a camp an admin marked GRATIS', async () => {
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    const camp = await createCamp(t.ctx.db, SUMMER);
    const { campPayment } = await bookCampFactory(t.ctx.db, {
      campId: camp.id,
      childId: child.id,
      status: 'SUCCEEDED',
      method: 'GRATIS',
    });

    const response = await cancel(t, family.cookie, 'camps', camp.id, child.id);

    expect(await response.json()).toEqual({ refundCents: 0, feeCents: 0 });
    const [payment] = await t.ctx.db.select().from(campPayments).where(eq(campPayments.id, campPayment.id));
    expect(payment).toMatchObject({ status: 'SUCCEEDED', method: 'GRATIS', refundCents: null });
    expect(await feesOf(camp.id)).toEqual([]);
    expect(await activeCampRsvps(camp.id)).toEqual([]);
  });

  it('takes the fee once when the parent and an admin cancel at the same time', async () => {
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    const camp = await createCamp(t.ctx.db, SUMMER);
    await bookCampFactory(t.ctx.db, { campId: camp.id, childId: child.id, status: 'SUCCEEDED' });
    const admin = await createAdmin(t.ctx.db);

    const results = await Promise.allSettled([
      cancel(t, family.cookie, 'camps', camp.id, child.id).then(async (r) => {
        if (r.status !== 200) throw new Error(await errorCode(r));
      }),
      cancelCamp(t.ctx, { actor: { userId: admin.id, role: 'admin' }, campId: camp.id, childId: child.id }),
      cancel(t, family.cookie, 'camps', camp.id, child.id).then(async (r) => {
        if (r.status !== 200) throw new Error(await errorCode(r));
      }),
    ]);

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await feesOf(camp.id)).toHaveLength(1);
  });

  it('is refused for a camp that has begun, and for a child not registered', async () => {
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    const begun = await createCamp(t.ctx.db, { ...SUMMER, startDate: '2026-05-01', endDate: '2026-05-05' });
    await bookCampFactory(t.ctx.db, { campId: begun.id, childId: child.id });
    expect(await errorCode(await cancel(t, family.cookie, 'camps', begun.id, child.id))).toBe('CAMP_CLOSED');
    const camp = await createCamp(t.ctx.db, SUMMER);
    expect(await errorCode(await cancel(t, family.cookie, 'camps', camp.id, child.id))).toBe(
      'NOT_REGISTERED',
    );
  });
});

describe('the camps page', () => {
  it('lists upcoming and past camps with the family’s registrations and payments only', async () => {
    const family = await signedInFamily(t, 2);
    const stranger = await signedInFamily(t);
    const camp = await createCamp(t.ctx.db, {
      ...SUMMER,
      name: 'Listencamp',
      startDate: '2026-08-03',
      endDate: '2026-08-07',
    });
    const past = await createCamp(t.ctx.db, {
      ...SUMMER,
      name: 'Frühlingscamp alt',
      startDate: '2026-04-06',
    });
    await book(t, family.cookie, 'camps', camp.id, [family.children[0]!.id]);
    await book(t, stranger.cookie, 'camps', camp.id, [stranger.children[0]!.id]);

    const response = await t.request('/api/camps', { headers: { cookie: family.cookie } });

    expect(response.status).toBe(200);
    const body = (await response.json()) as CampsResponse;
    expect(body.children.map((c) => c.id).sort()).toEqual(family.children.map((c) => c.id).sort());
    const listed = body.upcoming.find((c) => c.id === camp.id);
    expect(listed).toMatchObject({ open: true, seatsLeft: 28, startTime: '09:00', endTime: '16:00' });
    expect(listed?.registrations).toEqual([
      {
        childId: family.children[0]!.id,
        registeredAt: zurich('2026-05-04', '09:00').toISOString(),
        payment: { id: expect.any(String), status: 'REQUIRES_PAYMENT', method: null, amountCents: 50000 },
      },
    ]);
    expect(body.past.find((c) => c.id === past.id)).toMatchObject({ open: false, registrations: [] });
    expect(body.upcoming.some((c) => c.id === past.id)).toBe(false);
  });
});
