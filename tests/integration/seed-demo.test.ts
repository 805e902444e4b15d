import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isTrainingListed } from '../../src/domain/bookings/training-open';
import { TRAINING_UNIT_CENTS } from '../../src/domain/constants';
import { isManualMethod } from '../../src/domain/payments/status';
import { upcomingBirthdays } from '../../src/domain/time';
import {
  campPayments,
  children,
  creditConsumptions,
  creditPacks,
  news,
  payments,
  profiles,
  pushHistory,
  rsvps,
  sessions,
  trainers,
  vSessionCapacity,
} from '../../src/server/db/schema';
import { familyCredit } from '../../src/server/features/credit-packs/family-credit';
import { adminWeeklyFigures } from '../../src/server/features/dashboard/admin-weekly-figures';
import { paymentHistory } from '../../src/server/features/payments/history';
import { paymentsOverview } from '../../src/server/features/payments/overview';
import { DEMO_ADMIN_EMAIL, DEMO_PARENT_EMAIL, seedDemoIfEmpty } from '../../src/server/seed/demo';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

describe('demo seed', () => {
  it('fills an empty database with a believable provider and a demo family', async () => {
    await seedDemoIfEmpty(t.ctx, () => {});
    const [parent] = await t.ctx.db.select().from(profiles).where(eq(profiles.email, DEMO_PARENT_EMAIL));
    const [admin] = await t.ctx.db.select().from(profiles).where(eq(profiles.email, DEMO_ADMIN_EMAIL));
    expect(parent?.role).toBe('parent');
    expect(admin?.role).toBe('admin');
    const kids = await t.ctx.db.select().from(children).where(eq(children.parentId, parent!.id));
    expect(kids.map((k) => k.firstName).sort()).toEqual(['Mia', 'Noah']);
    // AHV numbers are stored encrypted: the column never holds the digits.
    for (const kid of kids) {
      expect(kid.ahvEncrypted).toMatch(/^v1:/);
      expect(t.ctx.ahv.decrypt(kid.ahvEncrypted!)).toMatch(new RegExp(`${kid.ahvLast4}$`));
    }
    const all = await t.ctx.db.select().from(sessions);
    const upcoming = all.filter((s) => isTrainingListed(s, t.clock.now()));
    expect(upcoming.filter((s) => s.type === 'TIZ').length).toBeGreaterThanOrEqual(8);
    expect(upcoming.some((s) => s.type === '1:1')).toBe(true);
    expect(all.length - upcoming.length).toBeGreaterThanOrEqual(1);
    const familyRsvps = await t.ctx.db
      .select({ n: count() })
      .from(rsvps)
      .innerJoin(children, eq(children.id, rsvps.childId))
      .where(eq(children.parentId, parent!.id));
    expect(familyRsvps[0]?.n).toBe(5);
  });

  it('gives the back office something real: trainers (one inactive), families, a full training, birthdays', async () => {
    const coaches = await t.ctx.db.select().from(trainers);
    expect(coaches.length).toBeGreaterThanOrEqual(5);
    expect(coaches.some((c) => !c.active)).toBe(true);
    expect(coaches.every((c) => c.ahvEncrypted?.startsWith('v1:'))).toBe(true);
    const capacity = await t.ctx.db.select().from(vSessionCapacity);
    expect(capacity.some((s) => s.capacity > 1 && s.seatsLeft === 0)).toBe(true);
    const parents = await t.ctx.db.select().from(profiles).where(eq(profiles.role, 'parent'));
    expect(parents.length).toBeGreaterThanOrEqual(6);
    const kids = await t.ctx.db.select({ dateOfBirth: children.dateOfBirth }).from(children);
    const soon = upcomingBirthdays(kids, t.clock.now(), { limit: 100 });
    expect(soon.map((b) => b.badge)).toEqual(expect.arrayContaining(['today', 'next-week']));
  });

  it('gives the demo family something to see on /zahlungen: an open camp, a paid training, a used 10+1 pack', async () => {
    const [parent] = await t.ctx.db.select().from(profiles).where(eq(profiles.email, DEMO_PARENT_EMAIL));
    const overview = await paymentsOverview(t.ctx, parent!.id);
    const history = await paymentHistory(t.ctx, parent!.id, undefined);

    // The family has credit, so its trainings were paid from it at booking; what is open is the camp.
    expect(overview.openPayments).toMatchObject([
      { kind: 'camp', amountCents: 50_000, canPayWithCredit: false },
    ]);
    expect(overview.openPayments[0]?.childName).toMatch(/^Noah /);
    expect(overview.credit).toMatchObject({ balance: 7, offerPurchase: false });
    expect(overview.credit.packs).toMatchObject([
      { totalCredits: 11, creditsRemaining: 7, priceCentsPaid: 25_000, origin: 'PURCHASED' },
    ]);
    expect(overview.recentConsumptions).toHaveLength(4);
    const payments = history.items.filter((item) => item.type === 'payment');
    expect(
      payments
        .filter((p) => p.status === 'SUCCEEDED')
        .map((p) => p.method)
        .sort(),
    ).toEqual(['CREDIT', 'CREDIT', 'CREDIT', 'CREDIT', 'STRIPE_TWINT']);
    // The ledger balances: remaining = total - active consumptions.
    const [pack] = await t.ctx.db.select().from(creditPacks).where(eq(creditPacks.parentId, parent!.id));
    const spent = await t.ctx.db
      .select({ n: count() })
      .from(creditConsumptions)
      .where(and(eq(creditConsumptions.packId, pack!.id), isNull(creditConsumptions.revertedAt)));
    expect(pack!.creditsRemaining).toBe(pack!.totalCredits - spent[0]!.n);
  });

  it('keeps the auto-credit rule: no open CHF 25 training payment in a family that has usable credit', async () => {
    const now = t.clock.now();
    const unpaid = await t.ctx.db
      .select({ paymentId: payments.id, parentId: children.parentId })
      .from(payments)
      .innerJoin(children, eq(children.id, payments.childId))
      .where(
        and(
          inArray(payments.status, ['REQUIRES_PAYMENT', 'FAILED']),
          eq(payments.amountCents, TRAINING_UNIT_CENTS),
        ),
      );
    // The seed has unpaid trainings (so the rule is tested), only in families without credit.
    expect(unpaid.length).toBeGreaterThan(0);
    const withCredit = [];
    for (const { paymentId, parentId } of unpaid) {
      const { balance } = await familyCredit(t.ctx.db, parentId, now);
      if (balance > 0) withCredit.push({ paymentId, balance });
    }
    expect(withCredit).toEqual([]);
  });

  it('keeps every credit ledger whole: remaining = total - active consumptions, one per credit payment', async () => {
    const ledger = await t.ctx.db.execute<{
      id: string;
      total: number;
      remaining: number;
      spent: number;
    }>(sql`
      select p.id, p.total_credits as total, p.credits_remaining as remaining,
        (select coalesce(sum(c.qty), 0)::int from ${creditConsumptions} c
          where c.pack_id = p.id and c.reverted_at is null) as spent
      from ${creditPacks} p`);
    expect(ledger.rows.filter((p) => p.remaining !== p.total - p.spent)).toEqual([]);
    const creditPaid = await t.ctx.db.execute<{ id: string; active: number }>(sql`
      select p.id, (select count(*)::int from ${creditConsumptions} c
        where c.payment_id = p.id and c.reverted_at is null) as active
      from ${payments} p where p.method = 'CREDIT' and p.status = 'SUCCEEDED'`);
    expect(creditPaid.rows.length).toBeGreaterThan(10);
    expect(creditPaid.rows.filter((p) => p.active !== 1)).toEqual([]);
  });

  it('gives the payments, refunds, packs and push screens every state', async () => {
    const statuses = async (table: typeof payments | typeof campPayments) =>
      (await t.ctx.db.selectDistinct({ status: table.status }).from(table)).map((r) => r.status).sort();
    expect(await statuses(payments)).toEqual(['FAILED', 'REFUNDED', 'REQUIRES_PAYMENT', 'SUCCEEDED']);
    expect(await statuses(campPayments)).toEqual(['REFUNDED', 'REQUIRES_PAYMENT', 'SUCCEEDED']);
    const refunded = await t.ctx.db.select().from(campPayments).where(eq(campPayments.status, 'REFUNDED'));
    const pending = refunded.filter((p) => isManualMethod(p.method) && !p.manualRefundCompletedAt);
    expect(pending).toMatchObject([{ amountCents: 50_000, refundCents: 40_000 }]);
    const packs = await t.ctx.db.selectDistinct({ status: creditPacks.status }).from(creditPacks);
    expect(packs.map((p) => p.status).sort()).toEqual(['ACTIVE', 'CANCELLED', 'EXPIRED']);
    const [pushes] = await t.ctx.db.select({ n: count() }).from(pushHistory);
    expect(pushes?.n).toBeGreaterThanOrEqual(2);
    const kinds = await t.ctx.db.selectDistinct({ type: pushHistory.recipientType }).from(pushHistory);
    expect(kinds.map((k) => k.type).sort()).toEqual(['all', 'single']);
    // One old send without recorded recipients shows the "no recipients" text and its note.
    const withoutRecipients = await t.ctx.db.execute(
      sql`select id from push_history h where not exists (select 1 from push_history_recipients r where r.push_history_id = h.id)`,
    );
    expect(withoutRecipients.rows.length).toBeGreaterThanOrEqual(1);
    const [announced] = await t.ctx.db.select({ n: count() }).from(news).where(eq(news.sendPush, true));
    expect(announced?.n).toBeGreaterThanOrEqual(1);
  });

  it('gives the dashboard chart twelve believable weeks of bookings and revenue', async () => {
    const { weeks } = await adminWeeklyFigures(t.ctx, { weeks: 12 });
    expect(weeks).toHaveLength(12);
    expect(weeks.filter((w) => w.trainingBookings + w.campBookings > 0).length).toBeGreaterThanOrEqual(11);
    expect(weeks.filter((w) => w.revenueCents > 0).length).toBeGreaterThanOrEqual(10);
    expect(weeks.some((w) => w.cancelledBookings > 0)).toBe(true);
    expect(weeks.some((w) => w.refundedCents > 0)).toBe(true);
  });

  it('does nothing when the database already has data', async () => {
    const [before] = await t.ctx.db.select({ n: count() }).from(sessions);
    await seedDemoIfEmpty(t.ctx, () => {});
    const [after] = await t.ctx.db.select({ n: count() }).from(sessions);
    expect(after?.n).toBe(before?.n);
  });
});
