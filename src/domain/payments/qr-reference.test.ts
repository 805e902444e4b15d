import fc from 'fast-check';
import { calculateQRReferenceChecksum, calculateSCORReferenceChecksum } from 'swissqrbill/utils';
import { describe, expect, it } from 'vitest';
import {
  creditorReferenceOf,
  formatCreditorReference,
  formatQrReference,
  isCreditorReference,
  isQrReference,
  mod10RecursiveCheckDigit,
  parseCreditorReference,
  parseQrReference,
  qrReferenceOf,
} from './qr-reference';

const payload26 = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 26, maxLength: 26 });
const scorPayload = fc.string({
  unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
  minLength: 1,
  maxLength: 21,
});

describe('QR reference (modulo 10 recursive)', () => {
  // The reference of SIX's QR-bill examples; the zero payload has check digit 0 by the method's definition.
  it.each([
    { payload: '21000000000313947143000901', check: 7 },
    { payload: '00000000000000000000000000', check: 0 },
  ])('$payload -> check digit $check', ({ payload, check }) => {
    expect(mod10RecursiveCheckDigit(payload)).toBe(check);
    expect(qrReferenceOf(payload)).toBe(`${payload}${check}`);
  });

  it('formats and parses the published example', () => {
    expect(formatQrReference('210000000003139471430009017')).toBe('21 00000 00003 13947 14300 09017');
    expect(parseQrReference('21 00000 00003 13947 14300 09017')).toBe('210000000003139471430009017');
  });

  it('refuses a reference with one wrong digit', () => {
    expect(isQrReference('210000000003139471430009017')).toBe(true);
    expect(isQrReference('210000000003139471430009018')).toBe(false);
    expect(isQrReference('210000000003139471430019017')).toBe(false);
    expect(parseQrReference('21 00000 00003 13947 14300 09016')).toBeNull();
  });

  it.each(['', '21000000000313947143000901', '2100000000031394714300090170', '21000000000313947143000901A'])(
    'refuses the malformed %j',
    (value) => {
      expect(isQrReference(value)).toBe(false);
      expect(parseQrReference(value)).toBeNull();
    },
  );

  it('refuses the all-zero reference, which the guidelines do not allow', () => {
    expect(isQrReference('000000000000000000000000000')).toBe(false);
  });

  it('round-trips every payload through format and parse', () => {
    fc.assert(
      fc.property(
        payload26.filter((p) => /[1-9]/.test(p)),
        (payload) => {
          const reference = qrReferenceOf(payload);
          expect(reference).toHaveLength(27);
          expect(parseQrReference(formatQrReference(reference))).toBe(reference);
        },
      ),
    );
  });

  it('agrees with the swissqrbill library on every payload', () => {
    fc.assert(
      fc.property(payload26, (payload) => {
        expect(String(mod10RecursiveCheckDigit(payload))).toBe(calculateQRReferenceChecksum(payload));
      }),
    );
  });

  it('detects every single changed digit', () => {
    fc.assert(
      fc.property(
        payload26.filter((p) => /[1-9]/.test(p)),
        fc.nat(26),
        fc.integer({ min: 1, max: 9 }),
        (payload, at, delta) => {
          const reference = qrReferenceOf(payload);
          const changed = String((Number(reference[at]) + delta) % 10);
          expect(isQrReference(`${reference.slice(0, at)}${changed}${reference.slice(at + 1)}`)).toBe(false);
        },
      ),
    );
  });
});

describe('creditor reference (ISO 11649, modulo 97)', () => {
  // ISO 11649's own example and references published with it.
  it.each([
    { payload: '539007547034', reference: 'RF18539007547034' },
    { payload: '2348231', reference: 'RF712348231' },
    { payload: 'G72UUR', reference: 'RF45G72UUR' },
    { payload: '18K5', reference: 'RF6518K5' },
  ])('$payload -> $reference', ({ payload, reference }) => {
    expect(creditorReferenceOf(payload)).toBe(reference);
    expect(isCreditorReference(reference)).toBe(true);
  });

  it('formats in groups of four and parses what it printed, in any case', () => {
    expect(formatCreditorReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
    expect(parseCreditorReference('rf18 5390 0754 7034')).toBe('RF18539007547034');
  });

  it('refuses a reference with one wrong character', () => {
    expect(isCreditorReference('RF18539007547035')).toBe(false);
    expect(isCreditorReference('RF19539007547034')).toBe(false);
    expect(parseCreditorReference('RF45 G72U US')).toBeNull();
  });

  it.each(['', 'RF18', 'XX18539007547034', 'RF1853900754703', `RF00${'1'.repeat(22)}`, 'RF18-5390'])(
    'refuses the malformed %j',
    (value) => {
      expect(isCreditorReference(value)).toBe(false);
    },
  );

  it('refuses a payload it cannot carry', () => {
    expect(() => creditorReferenceOf('')).toThrow(RangeError);
    expect(() => creditorReferenceOf('1'.repeat(22))).toThrow(RangeError);
    expect(() => creditorReferenceOf('AB-1')).toThrow(RangeError);
  });

  it('round-trips every payload through format and parse', () => {
    fc.assert(
      fc.property(scorPayload, (payload) => {
        const reference = creditorReferenceOf(payload);
        expect(isCreditorReference(reference)).toBe(true);
        expect(parseCreditorReference(formatCreditorReference(reference))).toBe(reference);
      }),
    );
  });

  it('agrees with the swissqrbill library on every payload', () => {
    fc.assert(
      fc.property(scorPayload, (payload) => {
        expect(creditorReferenceOf(payload).slice(2, 4)).toBe(calculateSCORReferenceChecksum(payload));
      }),
    );
  });

  // Modulo 97 catches every change of a digit into another digit and of a letter into another letter (either
  // moves the number by a multiple of a power of 10 smaller than 97 times it). A letter changed into a digit changes
  // the length of the number the letters expand to, which ISO 11649 does not promise to catch.
  it('detects every single character changed within its class (digit for digit, letter for letter)', () => {
    const digits = '0123456789';
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    fc.assert(
      fc.property(scorPayload, fc.nat(30), fc.integer({ min: 1, max: 25 }), (payload, pick, delta) => {
        const reference = creditorReferenceOf(payload);
        const at = 2 + (pick % (reference.length - 2));
        const original = reference[at] as string;
        const alphabet = digits.includes(original) ? digits : letters;
        const changed = alphabet[(alphabet.indexOf(original) + delta) % alphabet.length] as string;
        fc.pre(changed !== original);
        expect(isCreditorReference(`${reference.slice(0, at)}${changed}${reference.slice(at + 1)}`)).toBe(
          false,
        );
      }),
    );
  });
});
