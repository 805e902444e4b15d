import { mod97 } from './qr-reference';

// The provider's account on the QR-bill. A QR reference may only be paid to a QR-IBAN: a Swiss or Liechtenstein IBAN
// whose institution id (QR-IID, positions 5-9) lies in 30000-31999.

/** An IBAN without spaces, upper case, whose modulo 97 (country and check digits moved to the end) is 1. */
export function isIban(value: string): boolean {
  if (!/^[A-Z]{2}[0-9]{2}[0-9A-Z]{11,30}$/.test(value)) return false;
  return mod97(`${value.slice(4)}${value.slice(0, 4)}`) === 1;
}

/** A valid CH or LI IBAN (21 characters) with a QR-IID. */
export function isQrIban(value: string): boolean {
  if (!/^(CH|LI)[0-9]{7}[0-9A-Z]{12}$/.test(value) || !isIban(value)) return false;
  const qrIid = Number(value.slice(4, 9));
  return qrIid >= 30000 && qrIid <= 31999;
}

/** As typed or printed (spaces, lower case), normalised to the compact form; the checks above decide validity. */
export function compactIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** Groups of four, as on the bill: "CH44 3199 9123 0008 8901 2". */
export function formatIban(iban: string): string {
  return (compactIban(iban).match(/.{1,4}/g) ?? []).join(' ');
}
