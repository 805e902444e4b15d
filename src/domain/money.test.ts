import { describe, expect, it } from 'vitest';
import {
  CAMP_DEFAULTS,
  CANCELLATION_CUTOFF_HOURS,
  CREDIT_PACK_OFFER_BELOW_CREDITS,
  TRAINING_DEFAULTS,
} from './constants';
import {
  CAMP_CANCELLATION_FEE_CENTS,
  CREDIT_PACK_CREDITS,
  CREDIT_PACK_PRICE_CENTS,
  chfToCents,
  formatChf,
  TRAINING_UNIT_CENTS,
  tryChfToCents,
} from './money';

describe('formatChf', () => {
  // Exact code points: U+00A0 after "CHF", U+2019 between thousands, whatever the ICU of the runtime prints.
  it.each([
    { cents: 0, text: 'CHF\u00A00.00' },
    { cents: 5, text: 'CHF\u00A00.05' },
    { cents: 1005, text: 'CHF\u00A010.05' },
    { cents: 2500, text: 'CHF\u00A025.00' },
    { cents: 10_000, text: 'CHF\u00A0100.00' },
    { cents: 99_999, text: 'CHF\u00A0999.99' },
    { cents: 100_000, text: 'CHF\u00A01\u2019000.00' },
    { cents: 125_000, text: 'CHF\u00A01\u2019250.00' },
    { cents: 123_456_789, text: 'CHF\u00A01\u2019234\u2019567.89' },
    { cents: -500, text: 'CHF\u00A0-5.00' },
    { cents: -125_000, text: 'CHF\u00A0-1\u2019250.00' },
  ])('$cents cents -> $text', ({ cents, text }) => {
    expect(formatChf(cents)).toBe(text);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (cents) => {
    expect(() => formatChf(cents)).toThrow(RangeError);
  });
});

describe('chfToCents', () => {
  it.each([
    { input: '250', cents: 25_000 },
    { input: '250.5', cents: 25_050 },
    { input: '250.50', cents: 25_050 },
    { input: '250,50', cents: 25_050 },
    { input: '250.', cents: 25_000 },
    { input: ' 25.00 ', cents: 2500 },
    { input: "1'250.00", cents: 125_000 },
    { input: '1\u2019250', cents: 125_000 },
    { input: 'CHF 500', cents: 50_000 },
    { input: 'chf\u00A0100.00', cents: 10_000 },
    { input: '0', cents: 0 },
    { input: '0.004', cents: 0 },
    { input: '0.005', cents: 1 },
    { input: '19.999', cents: 2000 },
    { input: 25, cents: 2500 },
    { input: 0.1, cents: 10 },
    { input: 1.005, cents: 101 },
    { input: 499.99, cents: 49_999 },
    { input: 45.005, cents: 4501 },
    { input: 0.1 + 0.2, cents: 30 },
  ])('$input -> $cents', ({ input, cents }) => {
    expect(chfToCents(input)).toBe(cents);
    expect(tryChfToCents(input)).toBe(cents);
  });

  it.each([
    '-5',
    '-0.01',
    '',
    '   ',
    'abc',
    '1.2.3',
    '12a',
    '.5',
    '1e3',
    -1,
    -0.01,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    1e21,
  ])('rejects %j', (input) => {
    expect(tryChfToCents(input)).toBeNull();
    expect(() => chfToCents(input)).toThrow(RangeError);
  });
});

describe('business constants (spec section 9)', () => {
  it.each([
    { name: 'training unit', value: TRAINING_UNIT_CENTS, expected: 2500 },
    { name: 'camp cancellation fee', value: CAMP_CANCELLATION_FEE_CENTS, expected: 10_000 },
    { name: 'credit pack price', value: CREDIT_PACK_PRICE_CENTS, expected: 25_000 },
    { name: 'credit pack credits', value: CREDIT_PACK_CREDITS, expected: 11 },
    { name: 'cancellation cutoff hours', value: CANCELLATION_CUTOFF_HOURS, expected: 20 },
    { name: 'offer a pack below credits', value: CREDIT_PACK_OFFER_BELOW_CREDITS, expected: 2 },
  ])('$name = $expected', ({ value, expected }) => {
    expect(value).toBe(expected);
  });

  it('has the admin form defaults', () => {
    expect(TRAINING_DEFAULTS).toEqual({
      capacity: 30,
      priceCents: 2500,
      startTime: '10:00',
      endTime: '11:45',
      location: 'Kunstrasen Rotkreuz',
      type: 'TIZ',
    });
    expect(CAMP_DEFAULTS).toEqual({
      capacity: 30,
      priceCents: 50_000,
      startTime: '09:00',
      endTime: '16:00',
      location: 'Rotkreuz',
    });
  });
});
