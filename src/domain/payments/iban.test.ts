import fc from 'fast-check';
import { isIBANValid } from 'swissqrbill/utils';
import { describe, expect, it } from 'vitest';
import { compactIban, formatIban, isIban, isQrIban } from './iban';

describe('IBAN and QR-IBAN', () => {
  it('accepts the QR-IBAN of SIX examples, and an ordinary IBAN only as IBAN', () => {
    expect(isQrIban('CH4431999123000889012')).toBe(true);
    expect(isIban('CH5800791123000889012')).toBe(true);
    expect(isQrIban('CH5800791123000889012')).toBe(false);
    expect(isIban('DE89370400440532013000')).toBe(true);
    expect(isQrIban('DE89370400440532013000')).toBe(false);
  });

  it('refuses a wrong check digit or a changed digit', () => {
    expect(isQrIban('CH4431999123000889013')).toBe(false);
    expect(isQrIban('CH4531999123000889012')).toBe(false);
    expect(isIban('CH5800791123000889013')).toBe(false);
  });

  it.each(['', 'CH44', 'CH44 3199 9123 0008 8901 2', 'ch4431999123000889012', 'CH44319991230008890123'])(
    'refuses the malformed %j',
    (value) => {
      expect(isQrIban(value)).toBe(false);
    },
  );

  it('normalises and formats what a person types', () => {
    expect(compactIban(' ch44 3199 9123 0008 8901 2 ')).toBe('CH4431999123000889012');
    expect(formatIban('CH4431999123000889012')).toBe('CH44 3199 9123 0008 8901 2');
  });

  it('agrees with the swissqrbill library on Swiss account numbers', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 17, maxLength: 17 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), digits, (check, rest) => {
        const iban = `CH${String(check).padStart(2, '0')}${rest}`;
        expect(isIban(iban)).toBe(isIBANValid(iban));
      }),
    );
  });
});
