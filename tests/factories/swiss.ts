import { randomBytes, randomInt } from 'node:crypto';
import { ean13CheckDigit } from '../../src/domain/ahv';

// Believable Swiss data for factories and the demo seed. Names rotate through the pools so a list of ten parents
// reads like a real club; e-mails get a random tag so rows made by different processes on one database never clash.

const FIRST_NAMES_ADULT = [
  'Sandra',
  'Marco',
  'Nicole',
  'Reto',
  'Claudia',
  'Beat',
  'Andrea',
  'Thomas',
  'Petra',
  'Urs',
];
const FIRST_NAMES_CHILD = [
  'Luca',
  'Mia',
  'Noah',
  'Lina',
  'Leon',
  'Emma',
  'Elias',
  'Lara',
  'Nino',
  'Alina',
  'Levin',
];
const LAST_NAMES = [
  'Müller',
  'Meier',
  'Schmid',
  'Keller',
  'Weber',
  'Huber',
  'Schneider',
  'Steiner',
  'Gerber',
  'Brunner',
  'Baumann',
  'Zürcher',
];
const CLUBS = ['FC Rotkreuz', 'FC Hünenberg', 'SC Cham', 'FC Baar', 'Zug 94', 'FC Root'];
const LEVELS = ['Anfänger', 'Mittel', 'Fortgeschritten'];
const FOCUSES = ['Ballkontrolle', 'Passspiel', 'Torschuss', 'Dribbling', 'Zweikampf', 'Kopfball'];

let sequence = 0;
/** A process-wide running number, to vary defaults. */
export function nextSeq(): number {
  sequence += 1;
  return sequence;
}

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length] as T;
}

export const pickAdultFirstName = (n: number) => pick(FIRST_NAMES_ADULT, n);
export const pickChildFirstName = (n: number) => pick(FIRST_NAMES_CHILD, n);
export const pickLastName = (n: number) => pick(LAST_NAMES, n * 7);
export const pickClub = (n: number) => pick(CLUBS, n);
export const pickLevel = (n: number) => pick(LEVELS, n);
export const pickFocus = (n: number) => pick(FOCUSES, n);

const ASCII: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', é: 'e', è: 'e', à: 'a' };

/** 'sandra.mueller.3fa9c1@example.ch' (always lower-case, as profiles store it). */
export function emailFor(firstName: string, lastName: string): string {
  const local = `${firstName}.${lastName}`.toLowerCase().replace(/[äöüéèà]/g, (c) => ASCII[c] ?? c);
  return `${local}.${randomBytes(3).toString('hex')}@example.ch`;
}

/** A Swiss mobile number as parents type it: '+41 79 123 45 67'. */
export function swissMobile(): string {
  const prefix = pick(['76', '77', '78', '79'], randomInt(4));
  const digits = String(randomInt(0, 10_000_000)).padStart(7, '0');
  return `+41 ${prefix} ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`;
}

/** A valid-looking AHV number: 756, nine random digits and the EAN-13 check digit (13 digits, no dots). */
export function fakeAhv(): string {
  const first12 = `756${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

/** An id in the shape better-auth makes (32 url-safe characters). */
export function authId(): string {
  return randomBytes(24).toString('base64url');
}
