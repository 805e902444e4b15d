import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  discountCents,
  familyPrices,
  type HeldSeat,
  repriceAfterCancellation,
  ruleInForce,
  type SiblingDiscountRule,
} from './family-prices';

const camp: SiblingDiscountRule = {
  offerKind: 'camp',
  validFrom: '2026-12-01',
  secondChildPercent: 10,
  thirdChildPercent: 20,
};
const seat = (childId: string, gratis = false) => ({ childId, gratis });

describe('family prices', () => {
  it('gives the 2nd child 10 % and the 3rd and 4th 20 % off, in booking order', () => {
    const prices = familyPrices(50_000, camp, [seat('a'), seat('b'), seat('c'), seat('d')]);
    expect(prices.map((p) => [p.childId, p.position, p.amountCents, p.discountCents])).toEqual([
      ['a', 1, 50_000, 0],
      ['b', 2, 45_000, 5_000],
      ['c', 3, 40_000, 10_000],
      ['d', 4, 40_000, 10_000],
    ]);
  });

  it('a GRATIS child is not the paying first child: the next child pays the full price', () => {
    const prices = familyPrices(50_000, camp, [seat('free', true), seat('b'), seat('c')]);
    expect(prices.map((p) => [p.position, p.amountCents])).toEqual([
      [null, 50_000],
      [1, 50_000],
      [2, 45_000],
    ]);
  });

  it('no rule, or one not yet valid, charges every child the list price', () => {
    expect(familyPrices(50_000, undefined, [seat('a'), seat('b')]).map((p) => p.amountCents)).toEqual([
      50_000, 50_000,
    ]);
    expect(ruleInForce([camp], 'camp', '2026-11-30')).toBeUndefined();
  });

  it('takes the latest rule of the kind valid on the booking day, never the other kind', () => {
    const later = { ...camp, validFrom: '2027-01-01', secondChildPercent: 15 };
    const training = { ...camp, offerKind: 'training' as const, validFrom: '2026-01-01' };
    expect(ruleInForce([later, camp, training], 'camp', '2026-12-31')).toBe(camp);
    expect(ruleInForce([later, camp, training], 'camp', '2027-01-01')).toBe(later);
    expect(ruleInForce([camp], 'training', '2027-01-01')).toBeUndefined();
  });

  it('rounds the discount to 5 Rappen', () => {
    expect(discountCents(2_500, 10)).toBe(250);
    expect(discountCents(1_990, 15)).toBe(300); // 298.5 -> 300
    expect(discountCents(1_990, 7)).toBe(140); // 139.3 -> 140
    expect(discountCents(100, 50)).toBe(50);
  });

  it('every price is a multiple of 5 Rappen when the list price is, and never below zero or above the list', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }).map((n) => n * 5),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        fc.array(fc.boolean(), { maxLength: 8 }),
        (list, second, third, gratis) => {
          const rule = { ...camp, secondChildPercent: second, thirdChildPercent: third };
          const prices = familyPrices(
            list,
            rule,
            gratis.map((g, i) => seat(String(i), g)),
          );
          for (const p of prices) {
            expect(p.amountCents % 5).toBe(0);
            expect(p.amountCents).toBeGreaterThanOrEqual(0);
            expect(p.amountCents + p.discountCents).toBe(list);
          }
          // Exactly one paying child pays the full price when any pays.
          const firstPaying = prices.filter((p) => p.position === 1);
          expect(firstPaying.length).toBe(gratis.some((g) => !g) ? 1 : 0);
        },
      ),
    );
  });
});

describe('repricing after a cancellation', () => {
  const held = (childId: string, amountCents: number, open = true, gratis = false): HeldSeat => ({
    childId,
    gratis,
    open,
    amountCents,
  });

  it('the open 2nd child becomes the first and pays what it would have paid alone', () => {
    // a (full) cancelled: b was 2nd (-10 %), c 3rd (-20 %)
    const changed = repriceAfterCancellation(50_000, camp, [held('b', 45_000), held('c', 40_000)]);
    expect(changed.map((p) => [p.childId, p.amountCents, p.position])).toEqual([
      ['b', 50_000, 1],
      ['c', 45_000, 2],
    ]);
  });

  it('a paid child is never raised, and nothing is lowered', () => {
    const changed = repriceAfterCancellation(50_000, camp, [held('b', 45_000, false), held('c', 40_000)]);
    expect(changed.map((p) => [p.childId, p.amountCents])).toEqual([['c', 45_000]]);
    // A rule made more generous since the booking lowers no open payment.
    const generous = { ...camp, secondChildPercent: 30, thirdChildPercent: 40 };
    expect(repriceAfterCancellation(50_000, generous, [held('a', 50_000), held('b', 45_000)])).toEqual([]);
  });

  it('no remaining open seat ever owes less than before (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ open: fc.boolean(), gratis: fc.boolean(), percent: fc.integer({ min: 0, max: 50 }) }),
          {
            maxLength: 6,
          },
        ),
        (seats) => {
          const remaining = seats.map((s, i) =>
            held(String(i), 50_000 - discountCents(50_000, s.percent), s.open, s.gratis),
          );
          for (const p of repriceAfterCancellation(50_000, camp, remaining)) {
            const before = remaining.find((s) => s.childId === p.childId) as HeldSeat;
            expect(before.open).toBe(true);
            expect(p.amountCents).toBeGreaterThan(before.amountCents);
          }
        },
      ),
    );
  });
});

describe('trainings (decision 053 as amended: the period is the training, a credit pays one training)', () => {
  const training: SiblingDiscountRule = { ...camp, offerKind: 'training' };
  const UNIT = 2_500;

  it('gives the 2nd child CHF 2.50 and the 3rd CHF 5.00 off one training, to 5 Rappen', () => {
    const prices = familyPrices(UNIT, training, [seat('a'), seat('b'), seat('c')]);
    expect(prices.map((p) => [p.amountCents, p.discountCents])).toEqual([
      [2_500, 0],
      [2_250, 250],
      [2_000, 500],
    ]);
    expect(discountCents(UNIT, 7)).toBe(175);
    expect(discountCents(UNIT, 13)).toBe(325);
  });

  it('a training rule prices trainings only, and a camp rule no training', () => {
    expect(ruleInForce([camp], 'training', '2026-12-24')).toBeUndefined();
    expect(ruleInForce([camp, training], 'training', '2026-12-24')).toBe(training);
  });

  it('a seat paid with a credit is a paying child: the next money seat is the 3rd', () => {
    // a and b hold seats the family's credit paid at the list price (no discount, not GRATIS).
    const held = [seat('a'), seat('b')];
    const [c] = familyPrices(UNIT, training, [...held, seat('c')]).slice(held.length);
    expect([c?.position, c?.amountCents]).toEqual([3, 2_000]);
  });

  it('a GRATIS child in the training holds no position', () => {
    const prices = familyPrices(UNIT, training, [seat('free', true), seat('b'), seat('c')]);
    expect(prices.map((p) => p.amountCents)).toEqual([2_500, 2_500, 2_250]);
  });

  it('after a cancellation, a seat paid with credit never changes, an open one owes the full price again', () => {
    const paidWithCredit = { childId: 'b', gratis: false, open: false, amountCents: UNIT };
    const open = { childId: 'c', gratis: false, open: true, amountCents: 2_000 };
    expect(
      repriceAfterCancellation(UNIT, training, [paidWithCredit, open]).map((p) => p.amountCents),
    ).toEqual([2_250]);
  });
});
