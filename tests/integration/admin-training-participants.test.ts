import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AddParticipantResponse,
  ParticipantsResponse,
} from '../../src/domain/bookings/admin-participants';
import type { ChildSearchResponse } from '../../src/domain/children/admin-children-api';
import { creditPacks, payments, rsvps } from '../../src/server/db/schema';
import { bookSession, createChild, createCreditPack, createParent, createSession } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';
import { mailsTo, signedInFamily, zurich } from './booking-fixtures';

const t = setupTestApp();
const NOW = zurich('2026-05-04', '09:00');
const SATURDAY = { startsAt: zurich('2026-05-09', '10:00'), endsAt: zurich('2026-05-09', '11:45') };
let a: SignedInAdmin;
beforeAll(async () => {
  a = await signedInAdmin(t);
});
beforeEach(() => t.clock.set(NOW));

const participants = (sessionId: string) => `/admin/trainings/${sessionId}/participants`;

describe('the participants panel', () => {
  it('lists the booked children with their parent and payment, not the cancelled ones', async () => {
    const session = await createSession(t.ctx.db, SATURDAY);
    const family = await signedInFamily(t, 2);
    const [lena, noah] = family.children;
    await bookSession(t.ctx.db, {
      sessionId: session.id,
      childId: lena!.id,
      status: 'SUCCEEDED',
      method: 'CASH',
    });
    await bookSession(t.ctx.db, { sessionId: session.id, childId: noah!.id });
    await t.ctx.db.update(rsvps).set({ cancelledAt: NOW }).where(eq(rsvps.childId, noah!.id));

    const res = await call(t, a.cookie, 'GET', participants(session.id));
    expect(res.status).toBe(200);
    const body = (await res.json()) as ParticipantsResponse;
    expect(body.participants).toEqual([
      expect.objectContaining({
        childId: lena!.id,
        firstName: lena!.firstName,
        dateOfBirth: lena!.dateOfBirth,
        parentName: `${family.parent.firstName} ${family.parent.lastName}`,
        parentEmail: family.parent.email,
        parentMobile: family.parent.mobile,
        payment: expect.objectContaining({ status: 'SUCCEEDED', method: 'CASH', amountCents: 2500 }),
      }),
    ]);
  });

  it('answers 404 for an unknown training', async () => {
    const res = await call(t, a.cookie, 'GET', participants('7d1c8f0e-3b2a-4c5d-9e6f-0a1b2c3d4e5f'));
    expect(res.status).toBe(404);
  });
});

describe('"+ Kind"', () => {
  it("books through the parents' booking: an open payment, the parent mailed, an audit row", async () => {
    const session = await createSession(t.ctx.db, { ...SATURDAY, title: 'Admin bucht' });
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    const res = await call(t, a.cookie, 'POST', participants(session.id), { childId: child.id });
    expect(res.status).toBe(201);
    const body = (await res.json()) as AddParticipantResponse;
    expect(body).toMatchObject({
      creditUsed: false,
      payment: { status: 'REQUIRES_PAYMENT', amountCents: 2500 },
    });
    const [rsvp] = await t.ctx.db.select().from(rsvps).where(eq(rsvps.sessionId, session.id));
    expect(rsvp).toMatchObject({ childId: child.id, createdBy: a.admin.id, cancelledAt: null });
    const mails = await mailsTo(t, family.parent.email);
    expect(mails.some((m) => m.subject.startsWith('Anmeldung: Admin bucht'))).toBe(true);
    expect(await auditRowsOf(t, 'training', session.id)).toMatchObject([
      {
        action: 'training.participant_add',
        actorId: a.admin.id,
        details: { childId: child.id, creditUsed: false },
      },
    ]);
  });

  it("uses the family's credit at once and says so", async () => {
    const session = await createSession(t.ctx.db, SATURDAY);
    const family = await signedInFamily(t);
    const pack = await createCreditPack(t.ctx.db, { parentId: family.parent.id });
    const res = await call(t, a.cookie, 'POST', participants(session.id), {
      childId: family.children[0]!.id,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      creditUsed: true,
      payment: { status: 'SUCCEEDED', method: 'CREDIT' },
    });
    const [after] = await t.ctx.db.select().from(creditPacks).where(eq(creditPacks.id, pack.id));
    expect(after?.creditsRemaining).toBe(pack.creditsRemaining - 1);
  });

  it('also adds a child to a training that has started (parents cannot)', async () => {
    const session = await createSession(t.ctx.db, {
      startsAt: zurich('2026-05-04', '08:00'),
      endsAt: zurich('2026-05-04', '09:45'),
    });
    const family = await signedInFamily(t);
    const res = await call(t, a.cookie, 'POST', participants(session.id), {
      childId: family.children[0]!.id,
    });
    expect(res.status).toBe(201);
  });

  it.each([
    ['no child chosen', {}, 400, 'VALIDATION'],
    ['a child id that is no id', { childId: 'lena' }, 400, 'VALIDATION'],
    ['an unknown child', { childId: '7d1c8f0e-3b2a-4c5d-9e6f-0a1b2c3d4e5f' }, 404, 'NOT_FOUND'],
  ])('refuses %s (%i %s) and changes nothing', async (_case, body, status, code) => {
    const session = await createSession(t.ctx.db, SATURDAY);
    const res = await call(t, a.cookie, 'POST', participants(session.id), body);
    expect(res.status).toBe(status);
    expect(await errorOf(res)).toMatchObject({ code });
    expect(await t.ctx.db.select().from(rsvps).where(eq(rsvps.sessionId, session.id))).toEqual([]);
    expect(await auditRowsOf(t, 'training', session.id)).toEqual([]);
  });

  it("refuses a child already registered, and a full training like a parent's booking", async () => {
    const session = await createSession(t.ctx.db, { ...SATURDAY, capacity: 1 });
    const family = await signedInFamily(t, 2);
    const [lena, noah] = family.children;
    await bookSession(t.ctx.db, { sessionId: session.id, childId: lena!.id });
    const again = await call(t, a.cookie, 'POST', participants(session.id), { childId: lena!.id });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: 'ALREADY_REGISTERED_TRAINING' });
    const full = await call(t, a.cookie, 'POST', participants(session.id), { childId: noah!.id });
    expect(full.status).toBe(409);
    expect(await errorOf(full)).toMatchObject({ code: 'FULLY_BOOKED', details: { seatsLeft: 0 } });
    expect(await t.ctx.db.select().from(payments).where(eq(payments.sessionId, session.id))).toHaveLength(1);
  });
});

describe('"Abmelden"', () => {
  it("cancels with the parents' rule (paid, on time: a credit back), mails the parent, writes an audit row", async () => {
    const session = await createSession(t.ctx.db, { ...SATURDAY, title: 'Abmeldung Admin' });
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    await bookSession(t.ctx.db, { sessionId: session.id, childId: child.id, status: 'SUCCEEDED' });
    const res = await call(t, a.cookie, 'DELETE', `${participants(session.id)}/${child.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: 'REFUNDED', creditBack: 1 });
    const [rsvp] = await t.ctx.db.select().from(rsvps).where(eq(rsvps.sessionId, session.id));
    expect(rsvp).toMatchObject({ cancelledBy: a.admin.id });
    expect(
      (await mailsTo(t, family.parent.email)).some((m) => m.subject.startsWith('Abmeldung: Abmeldung Admin')),
    ).toBe(true);
    expect(await auditRowsOf(t, 'training', session.id)).toMatchObject([
      { action: 'training.participant_remove', details: { childId: child.id, outcome: 'REFUNDED' } },
    ]);
  });

  it('refuses a child that is not registered, without an audit row', async () => {
    const session = await createSession(t.ctx.db, SATURDAY);
    const family = await signedInFamily(t);
    const res = await call(t, a.cookie, 'DELETE', `${participants(session.id)}/${family.children[0]!.id}`);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: 'NOT_REGISTERED' });
    expect(await auditRowsOf(t, 'training', session.id)).toEqual([]);
  });
});

describe('the CSV export', () => {
  it('is UTF-8 with a byte-order mark and ";" as Swiss Excel expects, one row per child', async () => {
    const session = await createSession(t.ctx.db, { ...SATURDAY, title: 'TIZ Training' });
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
      clubName: 'FC Rotkreuz; Junioren',
      jerseySize: 140,
    });
    const sneaky = await createChild(t.ctx.db, {
      parentId: parent.id,
      firstName: '=HYPERLINK("x")',
      lastName: 'Z',
    });
    await bookSession(t.ctx.db, {
      sessionId: session.id,
      childId: child.id,
      status: 'SUCCEEDED',
      method: 'CASH',
    });
    await bookSession(t.ctx.db, { sessionId: session.id, childId: sneaky.id });

    const res = await call(t, a.cookie, 'GET', `${participants(session.id)}.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="teilnehmende-tiz-training-2026-05-09.csv"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('Name;Geburtsdatum;Verein;Trikotgrösse;Elternteil;Mobile;Zahlungsstatus');
    expect(lines).toContain(
      'Lëa Zürcher;14.03.2015;"FC Rotkreuz; Junioren";140;Jürg Zürcher;079 123 45 67;Bezahlt (Bar)',
    );
    expect(lines.find((l) => l.includes('HYPERLINK'))).toMatch(/^"'=HYPERLINK\(""x""\) Z";/);
  });
});

describe('the child search', () => {
  it('finds children of every family by first and last name, any order, case-insensitive', async () => {
    const parent = await createParent(t.ctx.db, { firstName: 'Eva', lastName: 'Suchmann' });
    const child = await createChild(t.ctx.db, {
      parentId: parent.id,
      firstName: 'Elin',
      lastName: 'Suchmann',
    });
    const search = async (q: string) =>
      (
        (await (
          await call(t, a.cookie, 'GET', `/admin/children/search?q=${encodeURIComponent(q)}`)
        ).json()) as ChildSearchResponse
      ).children;
    expect(await search('suchm elin')).toEqual([
      {
        id: child.id,
        firstName: 'Elin',
        lastName: 'Suchmann',
        dateOfBirth: child.dateOfBirth,
        parentName: 'Eva Suchmann',
        photoConsentFamily: true,
      },
    ]);
    expect((await search('ELIN SUCHMANN')).map((c) => c.id)).toEqual([child.id]);
    expect(await search('Suchmann_%')).toEqual([]);
    expect((await search('')).length).toBeLessThanOrEqual(20);
  });

  it('refuses a search text over 100 characters', async () => {
    const res = await call(t, a.cookie, 'GET', `/admin/children/search?q=${'x'.repeat(101)}`);
    expect(res.status).toBe(400);
  });
});
