import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AddParticipantResponse,
  ParticipantsResponse,
} from '../../src/domain/bookings/admin-participants';
import type { CampCancellationResponse } from '../../src/domain/bookings/contracts';
import { campCancellationFees, campPayments, campRsvps } from '../../src/server/db/schema';
import { bookCamp, createCamp, createChild, createParent } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';
import { book, mailsTo, signedInFamily, zurich } from './booking-fixtures';

const PROVIDER_MAIL = 'camps@fussballschule.ch';
const t = setupTestApp({ PROVIDER_MAIL });
const NOW = zurich('2026-05-04', '09:00');
const SUMMER = { name: 'Sommercamp 2026', startDate: '2026-07-06', endDate: '2026-07-10' };
let a: SignedInAdmin;
beforeAll(async () => {
  a = await signedInAdmin(t);
});
beforeEach(() => t.clock.set(NOW));

const participants = (campId: string) => `/admin/camps/${campId}/participants`;

async function activeRsvps(campId: string) {
  return t.ctx.db
    .select()
    .from(campRsvps)
    .where(and(eq(campRsvps.campId, campId), isNull(campRsvps.cancelledAt)));
}

describe('the participants panel', () => {
  it('lists the registered children (name, birth date, jersey size) with their parent and payment', async () => {
    const camp = await createCamp(t.ctx.db, SUMMER);
    const family = await signedInFamily(t, 2);
    const [lena, noah] = family.children;
    await bookCamp(t.ctx.db, {
      campId: camp.id,
      childId: lena!.id,
      status: 'SUCCEEDED',
      method: 'TWINT_MANUAL',
    });
    await bookCamp(t.ctx.db, { campId: camp.id, childId: noah!.id });
    await t.ctx.db.update(campRsvps).set({ cancelledAt: NOW }).where(eq(campRsvps.childId, noah!.id));

    const res = await call(t, a.cookie, 'GET', participants(camp.id));
    expect(res.status).toBe(200);
    const body = (await res.json()) as ParticipantsResponse;
    expect(body.participants).toEqual([
      expect.objectContaining({
        childId: lena!.id,
        firstName: lena!.firstName,
        lastName: lena!.lastName,
        dateOfBirth: lena!.dateOfBirth,
        jerseySize: lena!.jerseySize,
        parentName: `${family.parent.firstName} ${family.parent.lastName}`,
        parentMobile: family.parent.mobile,
        payment: expect.objectContaining({ status: 'SUCCEEDED', method: 'TWINT_MANUAL', amountCents: 50000 }),
      }),
    ]);
  });

  it('answers 404 for an unknown or deleted camp', async () => {
    const deleted = await createCamp(t.ctx.db, { ...SUMMER, deletedAt: NOW });
    for (const id of [deleted.id, '7d1c8f0e-3b2a-4c5d-9e6f-0a1b2c3d4e5f']) {
      expect((await call(t, a.cookie, 'GET', participants(id))).status).toBe(404);
      expect((await call(t, a.cookie, 'GET', `${participants(id)}.csv`)).status).toBe(404);
    }
  });
});

describe('"+ Kind"', () => {
  it("registers through the parents' booking: an open camp payment, the parent's mail, the provider's notice, an audit row", async () => {
    const camp = await createCamp(t.ctx.db, { ...SUMMER, name: 'Admin-Camp' });
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    const res = await call(t, a.cookie, 'POST', participants(camp.id), { childId: child.id });
    expect(res.status).toBe(201);
    expect((await res.json()) as AddParticipantResponse).toMatchObject({
      creditUsed: false,
      payment: { status: 'REQUIRES_PAYMENT', amountCents: 50000 },
    });
    expect(await activeRsvps(camp.id)).toMatchObject([{ childId: child.id, createdBy: a.admin.id }]);
    expect(await t.ctx.db.select().from(campPayments).where(eq(campPayments.campId, camp.id))).toMatchObject([
      { childId: child.id, status: 'REQUIRES_PAYMENT', amountCents: 50000 },
    ]);
    expect((await mailsTo(t, family.parent.email)).map((m) => m.subject)).toContain(
      'Anmeldung Camp: Admin-Camp',
    );
    expect((await mailsTo(t, PROVIDER_MAIL)).some((m) => m.text.includes(child.firstName))).toBe(true);
    expect(await auditRowsOf(t, 'camp', camp.id)).toMatchObject([
      { action: 'camp.participant_add', actorId: a.admin.id, details: { childId: child.id } },
    ]);
  });

  it('also adds a child to a camp that has begun (parents cannot)', async () => {
    const camp = await createCamp(t.ctx.db, { ...SUMMER, startDate: '2026-05-01', endDate: '2026-05-05' });
    const family = await signedInFamily(t);
    expect((await book(t, family.cookie, 'camps', camp.id, [family.children[0]!.id])).status).toBe(409);
    const res = await call(t, a.cookie, 'POST', participants(camp.id), { childId: family.children[0]!.id });
    expect(res.status).toBe(201);
  });

  it.each([
    ['no child chosen', {}, 400, 'VALIDATION'],
    ['a child id that is no id', { childId: 'lena' }, 400, 'VALIDATION'],
    ['an unknown child', { childId: '7d1c8f0e-3b2a-4c5d-9e6f-0a1b2c3d4e5f' }, 404, 'NOT_FOUND'],
  ])('refuses %s (%i %s) and changes nothing', async (_case, body, status, code) => {
    const camp = await createCamp(t.ctx.db, SUMMER);
    const res = await call(t, a.cookie, 'POST', participants(camp.id), body);
    expect(res.status).toBe(status);
    expect(await errorOf(res)).toMatchObject({ code });
    expect(await activeRsvps(camp.id)).toEqual([]);
    expect(await auditRowsOf(t, 'camp', camp.id)).toEqual([]);
  });

  it("refuses a child already registered, and a full camp like a parent's booking", async () => {
    const camp = await createCamp(t.ctx.db, { ...SUMMER, capacity: 1 });
    const family = await signedInFamily(t, 2);
    const [lena, noah] = family.children;
    await bookCamp(t.ctx.db, { campId: camp.id, childId: lena!.id });
    const again = await call(t, a.cookie, 'POST', participants(camp.id), { childId: lena!.id });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: 'ALREADY_REGISTERED_CAMP' });
    const full = await call(t, a.cookie, 'POST', participants(camp.id), { childId: noah!.id });
    expect(full.status).toBe(409);
    expect(await errorOf(full)).toMatchObject({ code: 'FULLY_BOOKED', details: { seatsLeft: 0 } });
    expect(await t.ctx.db.select().from(campPayments).where(eq(campPayments.campId, camp.id))).toHaveLength(
      1,
    );
  });

  it('never overbooks when admins add children while parents book the last places', async () => {
    for (let round = 0; round < 4; round++) {
      const camp = await createCamp(t.ctx.db, { ...SUMMER, capacity: 3 });
      const families = await Promise.all([1, 2, 3].map(() => signedInFamily(t)));
      const added = await Promise.all([1, 2].map(() => signedInFamily(t)));
      const other = await signedInAdmin(t);
      const results = await Promise.all([
        ...families.map((f) => book(t, f.cookie, 'camps', camp.id, [f.children[0]!.id])),
        call(t, a.cookie, 'POST', participants(camp.id), { childId: added[0]!.children[0]!.id }),
        call(t, other.cookie, 'POST', participants(camp.id), { childId: added[1]!.children[0]!.id }),
      ]);
      expect(results.map((r) => r.status).filter((s) => s === 201)).toHaveLength(3);
      for (const res of results) expect([201, 409]).toContain(res.status);
      expect(await activeRsvps(camp.id)).toHaveLength(3);
    }
  });
});

describe('"Abmelden"', () => {
  it("cancels with the parents' rule (paid: refunded minus the CHF 100 fee), mails the parent, writes an audit row", async () => {
    const camp = await createCamp(t.ctx.db, { ...SUMMER, name: 'Abmeldung Admin' });
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    await bookCamp(t.ctx.db, { campId: camp.id, childId: child.id, status: 'SUCCEEDED', method: 'CASH' });
    const res = await call(t, a.cookie, 'DELETE', `${participants(camp.id)}/${child.id}`);
    expect(res.status).toBe(200);
    expect((await res.json()) as CampCancellationResponse).toEqual({ refundCents: 40000, feeCents: 10000 });
    const [rsvp] = await t.ctx.db.select().from(campRsvps).where(eq(campRsvps.campId, camp.id));
    expect(rsvp).toMatchObject({ cancelledBy: a.admin.id });
    expect(await t.ctx.db.select().from(campPayments).where(eq(campPayments.campId, camp.id))).toMatchObject([
      { status: 'REFUNDED', refundCents: 40000, manualRefundCompletedAt: null },
    ]);
    expect(
      await t.ctx.db.select().from(campCancellationFees).where(eq(campCancellationFees.campId, camp.id)),
    ).toMatchObject([{ amountCents: 10000 }]);
    expect((await mailsTo(t, family.parent.email)).some((m) => m.subject.includes('Abmeldung Admin'))).toBe(
      true,
    );
    expect(await auditRowsOf(t, 'camp', camp.id)).toMatchObject([
      {
        action: 'camp.participant_remove',
        details: { childId: child.id, refundCents: 40000, feeCents: 10000 },
      },
    ]);
  });

  it('cancels an unpaid registration without fee (its open payment goes), also after the camp began', async () => {
    const camp = await createCamp(t.ctx.db, { ...SUMMER, startDate: '2026-05-01', endDate: '2026-05-05' });
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    await bookCamp(t.ctx.db, { campId: camp.id, childId: child.id });
    const res = await call(t, a.cookie, 'DELETE', `${participants(camp.id)}/${child.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ refundCents: 0, feeCents: 0 });
    expect(await activeRsvps(camp.id)).toEqual([]);
  });

  it('refuses a child that is not registered, without an audit row', async () => {
    const camp = await createCamp(t.ctx.db, SUMMER);
    const family = await signedInFamily(t);
    const res = await call(t, a.cookie, 'DELETE', `${participants(camp.id)}/${family.children[0]!.id}`);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: 'NOT_REGISTERED' });
    expect(await auditRowsOf(t, 'camp', camp.id)).toEqual([]);
  });
});

describe('the CSV export', () => {
  it('is the same list as for trainings: UTF-8 with BOM, ";", named for the camp and its first day', async () => {
    const camp = await createCamp(t.ctx.db, { ...SUMMER, name: 'Sommercamp Zürich' });
    const parent = await createParent(t.ctx.db, {
      firstName: 'Jürg',
      lastName: 'Zürcher',
      mobile: '079 123 45 67',
    });
    const child = await createChild(t.ctx.db, {
      parentId: parent.id,
      firstName: 'Lëa',
      lastName: 'Zürcher',
      dateOfBirth: '2015-03-14',
      clubName: 'FC Rotkreuz',
      jerseySize: 152,
    });
    await bookCamp(t.ctx.db, { campId: camp.id, childId: child.id, status: 'SUCCEEDED', method: 'CASH' });

    const res = await call(t, a.cookie, 'GET', `${participants(camp.id)}.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="teilnehmende-sommercamp-zurich-2026-07-06.csv"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n');
    expect(lines).toEqual([
      'Name;Geburtsdatum;Verein;Trikotgrösse;Elternteil;Mobile;Zahlungsstatus',
      'Lëa Zürcher;14.03.2015;FC Rotkreuz;152;Jürg Zürcher;079 123 45 67;Bezahlt (Bar)',
    ]);
  });
});
