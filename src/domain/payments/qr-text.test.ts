import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isQrText, toQrText, unrepresentableInQr } from './qr-text';

describe('toQrText', () => {
  it.each([
    ['Fussballschule Rotkreuz – Junioren', 'Fussballschule Rotkreuz - Junioren'],
    ['Camp «Sommer» ‘26', "Camp «Sommer» '26"],
    ['„Zug“ …', '"Zug" ...'],
    ['Zoe\u0308 Mu\u0308ller', 'Zoë Müller'],
    ['Ștefan Țurcan', 'Ștefan Țurcan'],
    ['Camp – Ёлка 🎉', 'Camp - .... .'],
    ['a\u200bb\u2003c', 'a.b c'],
  ])('reduces %j to %j', (value, reduced) => {
    expect(toQrText(value)).toBe(reduced);
  });

  it('always answers text the QR-bill can carry, and keeps text it already could', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        const reduced = toQrText(value);
        expect(isQrText(reduced)).toBe(true);
        expect(toQrText(reduced)).toBe(reduced);
      }),
    );
  });
});

describe('unrepresentableInQr', () => {
  it('names the characters that have no place in the QR-bill, once each, after the stand-ins', () => {
    expect(unrepresentableInQr('FC Zug – Junioren')).toEqual([]);
    expect(unrepresentableInQr('Футбол ⚽ Футбол')).toEqual(['Ф', 'у', 'т', 'б', 'о', 'л', '⚽']);
  });
});
