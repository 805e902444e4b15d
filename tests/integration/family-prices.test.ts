import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentsOverview } from '../../src/domain/payments/payments-api';
import type { AdminSiblingDiscountRules, PriceQuote } from '../../src/domain/pricing/family-prices-api';
import { campPayments } from '../../src/server/db/schema';
import { createCamp, createChild, createParent, linkSecondParent } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { decodePaymentPartQr, parseSwissQrPayload, pdfText } from '../helpers/pdf-qr';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';
import { book, cancel, mailsTo, zurich } from './booking-fixtures';

// Family prices (issue 30 item 2, decision 053): the admin's sibling discount, priced when a camp is booked, shown
// before confirming, on the payments list and the QR-bill, and repriced fairly when a sibling cancels.

const t = setupTestApp();
const CAMP = { name: 'Sommercamp 2026', startDate: '2026-07-06', endDate: '2026-07-10', priceCents: 50_000 };
let admin: SignedInAdmin;

beforeAll(async () => {
  t.clock.set(zurich('2026-05-04', '09:00'));
  admin = await signedInAdmin(t);
  const set = await call(t, admin.cookie, 'PUT', '/admin/sibling-discounts', {
    offerKind: 'camp',
    validFrom: '2026-05-01',
    secondChildPercent: 10,
    thirdChildPercent: 20,
  });
  expect(set.status).toBe(200);
});
beforeEach(() => t.clock.set(zurich('2026-05-04', '09:00')));

async function parentWith(count: number, names: string[] = []) {
  const parent = await createParent(t.ctx.db, { lastName: 'Muster' });
  const kids = [];
  for (let i = 0; i < count; i++)
    kids.push(await createChild(t.ctx.db, { parentId: parent.id, firstName: names[i] ?? `Kind${i + 1}` }));
  return { parent, kids, cookie: await sessionCookieFor(t, parent.id) };
}

async function paymentsOf(campId: string) {
  const rows = await t.ctx.db.select().from(campPayments).where(eq(campPayments.campId, campId));
  return new Map(rows.map((row) => [row.childId, row]));
}

async function booked(cookie: string, campId: string, childIds: string[]) {
  const response = await book(t, cookie, 'camps', campId, childIds);
  expect(response.status, await response.clone().text()).toBe(201);
}

describe('the admin sets the sibling discount', () => {
  it('lists the rule in force, replaces one of the same day, audits it, and refuses a bad percent in German', async () => {
    const later = {
      offerKind: 'camp',
      validFrom: '2026-09-01',
      secondChildPercent: 15,
      thirdChildPercent: 25,
    };
    await call(t, admin.cookie, 'PUT', '/admin/sibling-discounts', { ...later, secondChildPercent: 5 });
    const replaced = await call(t, admin.cookie, 'PUT', '/admin/sibling-discounts', later);
    const { rules } = (await replaced.json()) as AdminSiblingDiscountRules;
    expect(rules.map((r) => [r.validFrom, r.secondChildPercent, r.thirdChildPercent, r.current])).toEqual([
      ['2026-09-01', 15, 25, false],
      ['2026-05-01', 10, 20, true],
    ]);
    const audit = await auditRowsOf(t, 'discount', rules[0]!.id);
    expect(audit.map((row) => row.action)).toEqual(['discount.set', 'discount.set']);

    const bad = await call(t, admin.cookie, 'PUT', '/admin/sibling-discounts', {
      ...later,
      secondChildPercent: 60,
    });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({
      code: 'VALIDATION',
      details: { fields: ['secondChildPercent'] },
    });
    const listed = await call(t, admin.cookie, 'GET', '/admin/sibling-discounts');
    expect(((await listed.json()) as AdminSiblingDiscountRules).rules).toHaveLength(2);
    // Parents reach neither.
    const { cookie } = await parentWith(0);
    expect((await call(t, cookie, 'GET', '/admin/sibling-discounts')).status).toBe(403);
  });
});

describe('booking siblings into a camp', () => {
  it('charges the 2nd child 10 % and the 3rd 20 % less, in booking order, and records why', async () => {
    const { parent, kids, cookie } = await parentWith(3);
    const camp = await createCamp(t.ctx.db, CAMP);
    await booked(cookie, camp.id, [kids[0]!.id, kids[1]!.id]);
    await booked(cookie, camp.id, [kids[2]!.id]);
    const paid = await paymentsOf(camp.id);
    expect(
      kids.map((k) => paid.get(k.id)).map((p) => [p?.amountCents, p?.discountCents, p?.siblingPosition]),
    ).toEqual([
      [50_000, 0, null],
      [45_000, 5_000, 2],
      [40_000, 10_000, 3],
    ]);
    // The confirmation mail names the discount on the child's payment line.
    const [first, second] = await mailsTo(t, parent.email);
    expect(first?.text).toMatch(/Kind2 Muster: CHF.450\.00, Offen · Geschwisterrabatt 10 %: −CHF.50\.00/);
    expect(second?.text).toMatch(/Kind3 Muster: CHF.400\.00, Offen · Geschwisterrabatt 20 %: −CHF.100\.00/);
  });

  it('prices a child the waitlist promotes by the same rule, at the promotion', async () => {
    const { kids, cookie } = await parentWith(2);
    const other = await parentWith(1);
    const camp = await createCamp(t.ctx.db, { ...CAMP, capacity: 2 });
    await booked(cookie, camp.id, [kids[0]!.id]);
    await booked(other.cookie, camp.id, [other.kids[0]!.id]);
    const joined = await call(t, cookie, 'POST', `/camps/${camp.id}/waitlist`, {
      childIds: [kids[1]!.id],
      acceptTerms: true,
    });
    expect(joined.status, await joined.clone().text()).toBe(201);

    expect((await cancel(t, other.cookie, 'camps', camp.id, other.kids[0]!.id)).status).toBe(200);
    const promoted = (await paymentsOf(camp.id)).get(kids[1]!.id);
    expect([promoted?.amountCents, promoted?.discountCents, promoted?.siblingPosition]).toEqual([
      45_000, 5_000, 2,
    ]);
  });

  it('counts the second parent’s children only through an accepted link', async () => {
    const a = await parentWith(1);
    const b = await parentWith(1);
    const camp = await createCamp(t.ctx.db, CAMP);
    await booked(a.cookie, camp.id, [a.kids[0]!.id]);
    await booked(b.cookie, camp.id, [b.kids[0]!.id]);
    expect((await paymentsOf(camp.id)).get(b.kids[0]!.id)?.amountCents).toBe(50_000);

    await linkSecondParent(t.ctx.db, { parentId: a.parent.id, secondParentId: b.parent.id });
    const later = await createChild(t.ctx.db, { parentId: b.parent.id });
    await booked(b.cookie, camp.id, [later.id]);
    // a's child first, b's first child second, the new one third: one family now.
    expect((await paymentsOf(camp.id)).get(later.id)?.amountCents).toBe(40_000);
  });

  it('prices each camp on its own: a sibling in another camp does not count', async () => {
    const { kids, cookie } = await parentWith(2);
    const first = await createCamp(t.ctx.db, CAMP);
    const second = await createCamp(t.ctx.db, {
      ...CAMP,
      name: 'Herbstcamp',
      startDate: '2026-10-05',
      endDate: '2026-10-09',
    });
    await booked(cookie, first.id, [kids[0]!.id]);
    await booked(cookie, second.id, [kids[1]!.id]);
    expect((await paymentsOf(second.id)).get(kids[1]!.id)?.amountCents).toBe(50_000);
  });

  it('does not count a GRATIS child as the paying first child', async () => {
    const { kids, cookie } = await parentWith(3);
    const camp = await createCamp(t.ctx.db, CAMP);
    await booked(cookie, camp.id, [kids[0]!.id]);
    await t.ctx.db
      .update(campPayments)
      .set({ status: 'SUCCEEDED', method: 'GRATIS', paidAt: new Date() })
      .where(eq(campPayments.childId, kids[0]!.id));
    await booked(cookie, camp.id, [kids[1]!.id, kids[2]!.id]);
    const paid = await paymentsOf(camp.id);
    expect([paid.get(kids[1]!.id)?.amountCents, paid.get(kids[2]!.id)?.amountCents]).toEqual([
      50_000, 45_000,
    ]);
  });

  it('prices two siblings booked at the same moment by both parents first and second, never both first', async () => {
    const a = await parentWith(1);
    const b = await parentWith(1);
    await linkSecondParent(t.ctx.db, { parentId: a.parent.id, secondParentId: b.parent.id });
    const camp = await createCamp(t.ctx.db, CAMP);
    const answers = await Promise.all([
      book(t, a.cookie, 'camps', camp.id, [a.kids[0]!.id]),
      book(t, b.cookie, 'camps', camp.id, [b.kids[0]!.id]),
    ]);
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    const amounts = [...(await paymentsOf(camp.id)).values()].map((p) => p.amountCents).sort();
    expect(amounts).toEqual([45_000, 50_000]);
  });
});

describe('the price before confirming', () => {
  it('quotes what the booking would charge, and another family’s child is not found', async () => {
    const { kids, cookie } = await parentWith(2);
    const camp = await createCamp(t.ctx.db, CAMP);
    const response = await call(t, cookie, 'POST', `/camps/${camp.id}/price-quote`, {
      childIds: kids.map((k) => k.id),
    });
    const quote = (await response.json()) as PriceQuote;
    expect(quote.lines.map((l) => [l.amountCents, l.discountCents, l.reason])).toEqual([
      [50_000, 0, null],
      [45_000, 5_000, 'Geschwisterrabatt 2. Kind –10 %'],
    ]);
    expect(quote.totalCents).toBe(95_000);
    const other = await parentWith(1);
    const foreign = await call(t, cookie, 'POST', `/camps/${camp.id}/price-quote`, {
      childIds: [other.kids[0]!.id],
    });
    expect(foreign.status).toBe(404);
  });

  it('counts a child already booked once', async () => {
    const { kids, cookie } = await parentWith(2);
    const camp = await createCamp(t.ctx.db, CAMP);
    await booked(cookie, camp.id, [kids[0]!.id]);
    const response = await call(t, cookie, 'POST', `/camps/${camp.id}/price-quote`, {
      childIds: kids.map((k) => k.id),
    });
    const quote = (await response.json()) as PriceQuote;
    expect(quote.lines.map((l) => [l.childId, l.amountCents])).toEqual([
      [kids[0]!.id, 50_000],
      [kids[1]!.id, 45_000],
    ]);
  });
});

describe('the discount on the payments list and the QR-bill', () => {
  it('shows the list price, the discount and its reason', async () => {
    const { kids, cookie } = await parentWith(2, ['Mia', 'Lea']);
    const camp = await createCamp(t.ctx.db, CAMP);
    await booked(
      cookie,
      camp.id,
      kids.map((k) => k.id),
    );

    const overview = (await (await call(t, cookie, 'GET', '/payments')).json()) as PaymentsOverview;
    const lea = overview.openPayments.find((p) => p.childName?.startsWith('Lea'));
    expect(lea?.discount).toEqual({
      listPriceCents: 50_000,
      discountCents: 5_000,
      reason: 'Geschwisterrabatt 2. Kind –10 %',
    });
    expect(overview.openPayments.find((p) => p.childName?.startsWith('Mia'))?.discount).toBeUndefined();

    const leaPayment = (await paymentsOf(camp.id)).get(kids[1]!.id)!;
    const pdf = new Uint8Array(
      await (await call(t, cookie, 'GET', `/payments/camp/${leaPayment.id}/qr-bill.pdf`)).arrayBuffer(),
    );
    const payload = parseSwissQrPayload((await decodePaymentPartQr(pdf)) ?? '');
    expect(payload.amount).toBe('450.00');
    expect(payload.message).toContain('Geschwisterrabatt 2. Kind');
    expect(await pdfText(pdf)).toContain('Sommercamp 2026 (Geschwisterrabatt 2. Kind');

    // The back office's bill of the same payment prints the same reason.
    const adminPdf = new Uint8Array(
      await (
        await call(t, admin.cookie, 'GET', `/admin/payments/camp/${leaPayment.id}/qr-bill.pdf`)
      ).arrayBuffer(),
    );
    const adminPayload = parseSwissQrPayload((await decodePaymentPartQr(adminPdf)) ?? '');
    expect(adminPayload.amount).toBe('450.00');
    expect(adminPayload.message).toContain('Geschwisterrabatt 2. Kind');
    expect(await pdfText(adminPdf)).toContain('Sommercamp 2026 (Geschwisterrabatt 2. Kind');
  });
});

describe('a sibling’s cancellation', () => {
  it('raises the open payments to what they would have been, never a paid one, and credits nothing', async () => {
    const { kids, cookie } = await parentWith(3);
    const camp = await createCamp(t.ctx.db, CAMP);
    await booked(
      cookie,
      camp.id,
      kids.map((k) => k.id),
    );
    const before = await paymentsOf(camp.id);
    // The 2nd child is paid at its discounted price.
    await t.ctx.db
      .update(campPayments)
      .set({ status: 'SUCCEEDED', method: 'BANK_TRANSFER', paidAt: new Date() })
      .where(eq(campPayments.id, before.get(kids[1]!.id)!.id));

    const response = await cancel(t, cookie, 'camps', camp.id, kids[0]!.id);
    expect(response.status).toBe(200);
    const after = await paymentsOf(camp.id);
    expect(after.has(kids[0]!.id)).toBe(false); // unpaid: released (decision 007)
    expect(after.get(kids[1]!.id)?.amountCents).toBe(45_000); // paid: unchanged
    expect([after.get(kids[2]!.id)?.amountCents, after.get(kids[2]!.id)?.siblingPosition]).toEqual([
      45_000, 2,
    ]);
  });

  it('makes the open 2nd child the first: it pays the full price', async () => {
    const { kids, cookie } = await parentWith(2);
    const camp = await createCamp(t.ctx.db, CAMP);
    await booked(
      cookie,
      camp.id,
      kids.map((k) => k.id),
    );
    await cancel(t, cookie, 'camps', camp.id, kids[0]!.id);
    const after = (await paymentsOf(camp.id)).get(kids[1]!.id);
    expect([after?.amountCents, after?.discountCents, after?.siblingPosition]).toEqual([50_000, 0, null]);
  });
});
