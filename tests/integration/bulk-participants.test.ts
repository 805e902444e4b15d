import { and, count, eq, isNull } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BulkActionResult } from '../../src/domain/bulk/bulk-api';
import { auditLog, campPayments, campRsvps, creditPacks, payments, rsvps } from '../../src/server/db/schema';
import { bookCamp, bookSession, createCamp, createSession, createWaitlistEntry } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';
import { book, type Family, mailsTo, signedInFamily, zurich } from './booking-fixtures';

// Bulk work in the participants panel (issue 30 item 4, decision 056): moving children to another camp or training
// of the same kind and removing them with the parents' refund rules, each all or none in one transaction, with a
// dry run that changes nothing and one audit row with the count.

const t = setupTestApp();
const NOW = zurich('2026-05-04', '09:00');
const SUMMER = { startDate: '2026-07-06', endDate: '2026-07-10' };
let a: SignedInAdmin;
beforeAll(async () => {
  a = await signedInAdmin(t);
});
beforeEach(() => t.clock.set(NOW));

type Kind = 'camps' | 'trainings';
const bulk = (kind: Kind, offerId: string, action: 'move' | 'remove', body: Record<string, unknown>) =>
  call(t, a.cookie, 'POST', `/admin/${kind}/${offerId}/participants/bulk/${action}`, body);
const ids = (family: Family) => family.children.map((c) => c.id);

async function activeCampChildren(campId: string): Promise<string[]> {
  const rows = await t.ctx.db
    .select({ childId: campRsvps.childId })
    .from(campRsvps)
    .where(and(eq(campRsvps.campId, campId), isNull(campRsvps.cancelledAt)));
  return rows.map((r) => r.childId).sort();
}

async function auditCount(): Promise<number> {
  const [row] = await t.ctx.db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

describe('moving camp children', () => {
  it('moves them all to the target: the paid payment stays paid, the open one owes the target price, the freed seat goes to the waitlist', async () => {
    const from = await createCamp(t.ctx.db, { ...SUMMER, name: 'Sommercamp A', capacity: 2 });
    const to = await createCamp(t.ctx.db, { ...SUMMER, name: 'Sommercamp B', priceCents: 40000 });
    const family = await signedInFamily(t, 2);
    const [paid, open] = family.children;
    const { campPayment: paidPayment } = await bookCamp(t.ctx.db, {
      campId: from.id,
      childId: paid!.id,
      status: 'SUCCEEDED',
      method: 'TWINT_MANUAL',
    });
    const { campPayment: openPayment } = await bookCamp(t.ctx.db, { campId: from.id, childId: open!.id });
    const waiting = await signedInFamily(t);
    await createWaitlistEntry(t.ctx.db, { campId: from.id, childId: waiting.children[0]!.id });

    const res = await bulk('camps', from.id, 'move', {
      selection: { ids: ids(family) },
      targetOfferId: to.id,
    });
    expect(res.status).toBe(200);
    const result = (await res.json()) as BulkActionResult;
    expect(result).toMatchObject({ dryRun: false, count: 2, refusal: null });
    expect(result.summary).toContain('2 Kinder wurden von «Sommercamp A');
    expect(result.summary).toContain('1 bezahlte Zahlung bleibt bezahlt');

    expect(await activeCampChildren(to.id)).toEqual(ids(family).sort());
    // The freed seats went to the first in line, in the same transaction.
    expect(await activeCampChildren(from.id)).toEqual([waiting.children[0]!.id]);
    const [carried] = await t.ctx.db.select().from(campPayments).where(eq(campPayments.id, paidPayment.id));
    expect(carried).toMatchObject({
      campId: to.id,
      status: 'SUCCEEDED',
      method: 'TWINT_MANUAL',
      amountCents: 50000,
    });
    const [newSeat] = await t.ctx.db
      .select({ id: campRsvps.id })
      .from(campRsvps)
      .where(and(eq(campRsvps.campId, to.id), eq(campRsvps.childId, paid!.id)));
    expect(carried?.campRsvpId).toBe(newSeat?.id);
    const inTarget = await t.ctx.db
      .select()
      .from(campPayments)
      .where(and(eq(campPayments.campId, to.id), eq(campPayments.childId, open!.id)));
    expect(inTarget).toEqual([expect.objectContaining({ status: 'REQUIRES_PAYMENT', amountCents: 40000 })]);
    expect(await t.ctx.db.select().from(campPayments).where(eq(campPayments.id, openPayment.id))).toEqual([]);

    const [audit] = await auditRowsOf(t, 'camp', from.id);
    expect(audit).toMatchObject({ action: 'camp.participants_move', actorId: a.admin.id });
    expect(audit?.details).toMatchObject({ count: 2, targetOfferId: to.id });
  });

  it('moves nobody when the target has fewer free seats than children chosen, and says how many are free', async () => {
    const from = await createCamp(t.ctx.db, SUMMER);
    const to = await createCamp(t.ctx.db, { ...SUMMER, capacity: 1 });
    const family = await signedInFamily(t, 2);
    for (const child of family.children) await bookCamp(t.ctx.db, { campId: from.id, childId: child.id });
    const audits = await auditCount();

    const preview = await bulk('camps', from.id, 'move', {
      selection: { ids: ids(family) },
      targetOfferId: to.id,
      dryRun: true,
    });
    expect(((await preview.json()) as BulkActionResult).refusal).toBe(
      'Im Ziel ist nur noch 1 Platz frei, ausgewählt sind 2 Kinder. Es wird niemand verschoben.',
    );
    const res = await bulk('camps', from.id, 'move', {
      selection: { ids: ids(family) },
      targetOfferId: to.id,
    });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({
      code: 'BULK_REFUSED',
      details: { reason: expect.stringContaining('nur noch 1 Platz frei') },
    });
    expect(await activeCampChildren(from.id)).toEqual(ids(family).sort());
    expect(await activeCampChildren(to.id)).toEqual([]);
    expect(await auditCount()).toBe(audits);
  });

  it('never overbooks the last seat when two moves race for it', async () => {
    for (let round = 0; round < 3; round++) {
      const to = await createCamp(t.ctx.db, { ...SUMMER, capacity: 1 });
      const sources = await Promise.all([1, 2].map(() => createCamp(t.ctx.db, SUMMER)));
      const families = await Promise.all(sources.map(() => signedInFamily(t)));
      for (const [i, source] of sources.entries()) {
        await bookCamp(t.ctx.db, { campId: source.id, childId: families[i]!.children[0]!.id });
      }
      const results = await Promise.all(
        sources.map((source, i) =>
          bulk('camps', source.id, 'move', { selection: { ids: ids(families[i]!) }, targetOfferId: to.id }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await activeCampChildren(to.id)).toHaveLength(1);
    }
  });
});

describe('removing participants', () => {
  it("cancels each through the parents' rules in one go: paid camps refunded less the fee, one audit row with the count", async () => {
    const camp = await createCamp(t.ctx.db, { ...SUMMER, name: 'Herbstcamp' });
    const family = await signedInFamily(t, 3);
    const [first, second, unpaid] = family.children;
    for (const child of [first!, second!]) {
      await bookCamp(t.ctx.db, { campId: camp.id, childId: child.id, status: 'SUCCEEDED', method: 'CASH' });
    }
    await bookCamp(t.ctx.db, { campId: camp.id, childId: unpaid!.id });

    const res = await bulk('camps', camp.id, 'remove', { selection: { filter: {} }, expectedCount: 3 });
    expect(res.status).toBe(200);
    expect(((await res.json()) as BulkActionResult).summary).toBe(
      '3 Kinder wurden abgemeldet; 2 Rückerstattungen über CHF\u00a0800.00; 2 Annullationsgebühren',
    );
    expect(await activeCampChildren(camp.id)).toEqual([]);
    const refunded = await t.ctx.db.select().from(campPayments).where(eq(campPayments.campId, camp.id));
    expect(refunded.map((p) => [p.status, p.refundCents])).toEqual([
      ['REFUNDED', 40000],
      ['REFUNDED', 40000],
    ]);
    expect(await mailsTo(t, family.parent.email)).not.toHaveLength(0);
    const audits = await auditRowsOf(t, 'camp', camp.id);
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'camp.participants_remove',
        details: expect.objectContaining({ count: 3 }),
      }),
    ]);
  });

  it('gives a training paid and cancelled on time its credit back, as a parent cancelling would', async () => {
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-09', '10:00') });
    const family = await signedInFamily(t, 2);
    for (const child of family.children) {
      await bookSession(t.ctx.db, {
        sessionId: session.id,
        childId: child.id,
        status: 'SUCCEEDED',
        method: 'CASH',
      });
    }
    const res = await bulk('trainings', session.id, 'remove', { selection: { ids: ids(family) } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as BulkActionResult).summary).toBe(
      '2 Kinder wurden abgemeldet; 2 Guthaben zurück',
    );
    const packs = await t.ctx.db.select().from(creditPacks).where(eq(creditPacks.parentId, family.parent.id));
    expect(packs.reduce((sum, p) => sum + p.creditsRemaining, 0)).toBe(2);
    const active = await t.ctx.db
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.sessionId, session.id), isNull(rsvps.cancelledAt)));
    expect(active).toEqual([]);
  });

  it('changes nothing on a dry run, and answers what the run would do', async () => {
    const camp = await createCamp(t.ctx.db, SUMMER);
    const family = await signedInFamily(t, 2);
    for (const child of family.children) {
      await bookCamp(t.ctx.db, { campId: camp.id, childId: child.id, status: 'SUCCEEDED', method: 'CASH' });
    }
    const before = await t.ctx.db.select().from(campPayments).where(eq(campPayments.campId, camp.id));
    const audits = await auditCount();
    const mails = (await mailsTo(t, family.parent.email)).length;

    const res = await bulk('camps', camp.id, 'remove', { selection: { ids: ids(family) }, dryRun: true });
    expect((await res.json()) as BulkActionResult).toEqual({
      dryRun: true,
      count: 2,
      summary: '2 Kinder werden abgemeldet; 2 Rückerstattungen über CHF\u00a0800.00; 2 Annullationsgebühren',
      refusal: null,
    });
    expect(await activeCampChildren(camp.id)).toEqual(ids(family).sort());
    expect(await t.ctx.db.select().from(campPayments).where(eq(campPayments.campId, camp.id))).toEqual(
      before,
    );
    expect(await auditCount()).toBe(audits);
    expect(await mailsTo(t, family.parent.email)).toHaveLength(mails);
  });

  it('removes nobody when one chosen child is no longer registered', async () => {
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-09', '10:00') });
    const family = await signedInFamily(t, 2);
    await bookSession(t.ctx.db, { sessionId: session.id, childId: family.children[0]!.id });
    const res = await bulk('trainings', session.id, 'remove', { selection: { ids: ids(family) } });
    expect(res.status).toBe(409);
    const [open] = await t.ctx.db.select().from(payments).where(eq(payments.sessionId, session.id));
    expect(open?.status).toBe('REQUIRES_PAYMENT');
  });
});

describe('a move binds like a booking', () => {
  it('moves nobody into an offer whose required question a chosen child has not answered (decision 055)', async () => {
    const from = await createCamp(t.ctx.db, SUMMER);
    const to = await createCamp(t.ctx.db, { ...SUMMER, name: 'Sommercamp Fragen' });
    const asked = await call(t, a.cookie, 'POST', `/admin/questions/camp/${to.id}`, {
      label: 'Kann schwimmen?',
      kind: 'YES_NO',
      required: true,
    });
    expect(asked.status).toBe(201);
    const family = await signedInFamily(t, 2);
    for (const child of family.children) await bookCamp(t.ctx.db, { campId: from.id, childId: child.id });
    const audits = await auditCount();

    const move = { selection: { ids: ids(family) }, targetOfferId: to.id };
    const preview = await bulk('camps', from.id, 'move', { ...move, dryRun: true });
    const { refusal } = (await preview.json()) as BulkActionResult;
    for (const child of family.children) expect(refusal).toContain(child.firstName);
    expect(refusal).toContain('fehlen Antworten auf Pflichtfragen');
    const res = await bulk('camps', from.id, 'move', move);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: 'BULK_REFUSED' });
    expect(await activeCampChildren(from.id)).toEqual(ids(family).sort());
    expect(await activeCampChildren(to.id)).toEqual([]);
    expect(await auditCount()).toBe(audits);
  });

  it('raises the sibling left in a training to the price it would have had alone (decision 053)', async () => {
    const rule = await call(t, a.cookie, 'PUT', '/admin/sibling-discounts', {
      offerKind: 'training',
      validFrom: '2026-05-01',
      secondChildPercent: 10,
      thirdChildPercent: 20,
    });
    expect(rule.status).toBe(200);
    const from = await createSession(t.ctx.db, { startsAt: zurich('2026-05-09', '10:00') });
    const to = await createSession(t.ctx.db, { startsAt: zurich('2026-05-16', '10:00') });
    const family = await signedInFamily(t, 2);
    const [first, second] = family.children;
    expect((await book(t, family.cookie, 'trainings', from.id, ids(family))).status).toBe(201);
    const owed = async () => {
      const [row] = await t.ctx.db
        .select({ amountCents: payments.amountCents })
        .from(payments)
        .where(and(eq(payments.sessionId, from.id), eq(payments.childId, second!.id)));
      return row?.amountCents;
    };
    expect(await owed()).toBe(2250);

    const res = await bulk('trainings', from.id, 'move', {
      selection: { ids: [first!.id] },
      targetOfferId: to.id,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await owed()).toBe(2500);
  });
});
