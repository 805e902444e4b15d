import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchBankCredit, type ReferencedPayment, type ReferencedSet } from './match-bank-credit';

const payment = (amountCents: number, status: ReferencedPayment['status'] = 'REQUIRES_PAYMENT') => ({
  kind: 'training' as const,
  id: `p-${amountCents}-${status}`,
  status,
  amountCents,
});

function setOf(...payments: ReferencedPayment[]): ReferencedSet {
  const total = payments.reduce((sum, p) => sum + p.amountCents, 0);
  return { amountCents: total, itemsCents: total, payments };
}

describe('matchBankCredit', () => {
  it('pays every payment of the reference when the credit brings exactly what they ask for', () => {
    const set = setOf(payment(2500), payment(45000, 'FAILED'));
    expect(matchBankCredit(47500, set)).toEqual({ outcome: 'applied', payments: set.payments });
  });

  it.each([
    ['no reference', 2500, null, 'NO_REFERENCE'],
    ['an unknown reference', 2500, undefined, 'UNKNOWN_REFERENCE'],
    [
      'a reference whose payments are all gone',
      2500,
      { amountCents: 2500, itemsCents: 0, payments: [] },
      'PAYMENT_GONE',
    ],
    [
      'a reference that lost one of its payments',
      2500,
      { amountCents: 5000, itemsCents: 2500, payments: [payment(2500)] },
      'PAYMENT_GONE',
    ],
    ['a payment paid meanwhile', 2500, setOf(payment(2500, 'SUCCEEDED')), 'ALREADY_PAID'],
    ['one of two paid meanwhile', 5000, setOf(payment(2500), payment(2500, 'SUCCEEDED')), 'ALREADY_PAID'],
    ['a refunded payment', 2500, setOf(payment(2500, 'REFUNDED')), 'ALREADY_PAID'],
    ['too little', 2499, setOf(payment(2500)), 'PARTLY_PAID'],
    ['too much', 2501, setOf(payment(2500)), 'OVERPAID'],
  ] as const)('keeps %s as unmatched (%s)', (_, cents, set, reason) => {
    expect(matchBankCredit(cents, set as ReferencedSet | null | undefined)).toEqual({
      outcome: 'unmatched',
      reason,
    });
  });

  it('applies a credit exactly when it equals the open total of a whole, open set', () => {
    const status = fc.constantFrom('REQUIRES_PAYMENT', 'FAILED', 'SUCCEEDED', 'REFUNDED') as fc.Arbitrary<
      ReferencedPayment['status']
    >;
    fc.assert(
      fc.property(
        fc.array(fc.record({ cents: fc.integer({ min: 0, max: 100_000 }), status }), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.integer({ min: 0, max: 500_000 }),
        (rows, credit) => {
          const set = setOf(...rows.map((row, i) => ({ ...payment(row.cents, row.status), id: `p${i}` })));
          const open = rows.every((row) => row.status === 'REQUIRES_PAYMENT' || row.status === 'FAILED');
          const owed = rows.reduce((sum, row) => sum + row.cents, 0);
          const result = matchBankCredit(credit, set);
          expect(result.outcome === 'applied').toBe(open && credit === owed);
        },
      ),
    );
  });
});
