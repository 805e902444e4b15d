import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isTrainingUpcoming, upcomingBirthdays } from '../../src/domain/time';
import {
  children,
  creditConsumptions,
  creditPacks,
  profiles,
  rsvps,
  sessions,
  trainers,
  vSessionCapacity,
} from '../../src/server/db/schema';
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
    const upcoming = all.filter((s) => isTrainingUpcoming(s, t.clock.now()));
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

  it('gives the demo family something to see on /zahlungen: an open payment, a paid one, a used 10+1 pack', async () => {
    const [parent] = await t.ctx.db.select().from(profiles).where(eq(profiles.email, DEMO_PARENT_EMAIL));
    const overview = await paymentsOverview(t.ctx, parent!.id);
    const history = await paymentHistory(t.ctx, parent!.id, undefined);

    expect(overview.openPayments).toMatchObject([
      { kind: 'training', amountCents: 2500, canPayWithCredit: true },
    ]);
    expect(overview.openPayments[0]?.childName).toMatch(/^Mia /);
    expect(overview.credit).toMatchObject({ balance: 8, offerPurchase: false });
    expect(overview.credit.packs).toMatchObject([
      { totalCredits: 11, creditsRemaining: 8, priceCentsPaid: 25_000, origin: 'PURCHASED' },
    ]);
    expect(overview.recentConsumptions).toHaveLength(3);
    const payments = history.items.filter((item) => item.type === 'payment');
    expect(
      payments
        .filter((p) => p.status === 'SUCCEEDED')
        .map((p) => p.method)
        .sort(),
    ).toEqual(['CREDIT', 'CREDIT', 'CREDIT', 'STRIPE_TWINT']);
    // The ledger balances: remaining = total - active consumptions.
    const [pack] = await t.ctx.db.select().from(creditPacks).where(eq(creditPacks.parentId, parent!.id));
    const spent = await t.ctx.db
      .select({ n: count() })
      .from(creditConsumptions)
      .where(and(eq(creditConsumptions.packId, pack!.id), isNull(creditConsumptions.revertedAt)));
    expect(pack!.creditsRemaining).toBe(pack!.totalCredits - spent[0]!.n);
  });

  it('does nothing when the database already has data', async () => {
    const [before] = await t.ctx.db.select({ n: count() }).from(sessions);
    await seedDemoIfEmpty(t.ctx, () => {});
    const [after] = await t.ctx.db.select({ n: count() }).from(sessions);
    expect(after?.n).toBe(before?.n);
  });
});
