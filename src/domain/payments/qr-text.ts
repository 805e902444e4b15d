// The characters a Swiss QR-bill may carry (Swiss Implementation Guidelines QR-bill, character set): Basic Latin,
// Latin-1 Supplement, Latin Extended-A, Ș ș Ț ț and the euro sign. Every text field of the QR code (creditor,
// message) goes through toQrText once, so a name typed with typographic punctuation still reads right on the bill.

const OUTSIDE_QR = /[^\u0020-\u007E\u00A0-\u017F\u0218-\u021B\u20AC]/gu;
const INSIDE_QR = /^[\u0020-\u007E\u00A0-\u017F\u0218-\u021B\u20AC]*$/u;

/** Typography with a plain stand-in inside the set: dashes, quotes, the ellipsis, wide and thin spaces. */
const STAND_INS: readonly [RegExp, string][] = [
  [/[\u2010-\u2015\u2212]/g, '-'],
  [/[\u2018\u2019\u201A\u201B\u2032]/g, "'"],
  [/[\u201C-\u201F\u2033]/g, '"'],
  [/\u2026/g, '...'],
  [/[\u2000-\u200A\u202F\u205F\u3000]/g, ' '],
];

/** Composed (ë, not e + ¨) and with typography replaced by its stand-in; other characters untouched. */
function withStandIns(value: string): string {
  return STAND_INS.reduce(
    (text, [pattern, standIn]) => text.replace(pattern, standIn),
    value.normalize('NFC'),
  );
}

/** The text as the QR-bill can carry it: stand-ins for typography, a full stop for any other character. */
export function toQrText(value: string): string {
  return withStandIns(value).replace(OUTSIDE_QR, '.');
}

export const isQrText = (value: string) => INSIDE_QR.test(value);

/** The characters of a value that the QR-bill cannot show even after the stand-ins, once each, in order. */
export function unrepresentableInQr(value: string): string[] {
  return [...new Set(withStandIns(value).match(OUTSIDE_QR) ?? [])];
}
