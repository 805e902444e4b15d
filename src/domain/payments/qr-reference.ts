// The two structured payment references a Swiss QR-bill can carry (Swiss Implementation Guidelines QR-bill):
// - the QR reference (QRR): 27 digits, the last a modulo-10 recursive check digit; only with a QR-IBAN.
// - the creditor reference (SCOR, ISO 11649): "RF", two modulo-97 check digits, 1-21 letters or digits; with a
//   normal IBAN.
// The bank reports the reference back in the camt.054 credit entry, which is how a payment is matched.

/** The carry table of the modulo-10 recursive method (the "Modulo 10, rekursiv" of the ESR/QR-bill guidelines). */
const MOD10_CARRY = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5] as const;

/** The check digit appended to a string of digits by the modulo-10 recursive method. */
export function mod10RecursiveCheckDigit(digits: string): number {
  if (!/^[0-9]*$/.test(digits)) throw new RangeError('Only digits have a modulo-10 check digit');
  let carry = 0;
  for (const char of digits) carry = MOD10_CARRY[(carry + Number(char)) % 10] as number;
  return (10 - carry) % 10;
}

/** The QR reference of 26 payload digits: the payload and its check digit (27 digits). */
export function qrReferenceOf(payload: string): string {
  if (!/^[0-9]{26}$/.test(payload)) throw new RangeError('A QR reference has 26 payload digits');
  return `${payload}${mod10RecursiveCheckDigit(payload)}`;
}

/** 27 digits (no spaces) whose last digit checks the first 26; all zeros is not a reference. */
export function isQrReference(value: string): boolean {
  if (!/^[0-9]{27}$/.test(value) || /^0+$/.test(value)) return false;
  return mod10RecursiveCheckDigit(value.slice(0, 26)) === Number(value.slice(26));
}

/** As printed on the bill: two digits, then groups of five ("21 00000 00003 13947 14300 09017"). */
export function formatQrReference(reference: string): string {
  if (!isQrReference(reference)) throw new RangeError('Not a QR reference');
  return [reference.slice(0, 2), ...(reference.slice(2).match(/.{5}/g) ?? [])].join(' ');
}

/** A QR reference as typed or printed (spaces allowed), normalised to 27 digits; null when it does not check. */
export function parseQrReference(input: string): string | null {
  const compact = input.replace(/\s+/g, '');
  return isQrReference(compact) ? compact : null;
}

/**
 * ISO 7064 MOD 97-10 of an alphanumeric string (letters A=10 ... Z=35), the remainder the creditor reference and
 * the IBAN share. Computed piecewise, so no number ever outgrows the safe integers.
 */
export function mod97(value: string): number {
  let remainder = 0;
  for (const char of value.toUpperCase()) {
    const code = char.charCodeAt(0);
    let digits: string;
    if (code >= 48 && code <= 57) digits = char;
    else if (code >= 65 && code <= 90) digits = String(code - 55);
    else throw new RangeError('Only letters and digits count in modulo 97');
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

const SCOR_PAYLOAD = /^[0-9A-Z]{1,21}$/;

/** The creditor reference of a payload of 1-21 letters or digits: "RF", its two check digits, the payload. */
export function creditorReferenceOf(payload: string): string {
  const upper = payload.toUpperCase();
  if (!SCOR_PAYLOAD.test(upper)) throw new RangeError('A creditor reference has 1-21 letters or digits');
  const check = 98 - mod97(`${upper}RF00`);
  return `RF${String(check).padStart(2, '0')}${upper}`;
}

/** "RF", two digits and 1-21 letters or digits (no spaces, upper case) whose modulo 97 is 1. */
export function isCreditorReference(value: string): boolean {
  if (!/^RF[0-9]{2}[0-9A-Z]{1,21}$/.test(value)) return false;
  return mod97(`${value.slice(4)}${value.slice(0, 4)}`) === 1;
}

/** As printed: groups of four ("RF18 5390 0754 7034"). */
export function formatCreditorReference(reference: string): string {
  if (!isCreditorReference(reference)) throw new RangeError('Not a creditor reference');
  return (reference.match(/.{1,4}/g) ?? []).join(' ');
}

/** A creditor reference as typed or printed (spaces, lower case allowed), normalised; null when it does not check. */
export function parseCreditorReference(input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  return isCreditorReference(compact) ? compact : null;
}
