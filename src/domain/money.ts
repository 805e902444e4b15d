// Money is held in integer cents (CHF) everywhere; these are the only two crossings to and from francs.
export {
  CAMP_CANCELLATION_FEE_CENTS,
  CREDIT_PACK_CREDITS,
  CREDIT_PACK_PRICE_CENTS,
  TRAINING_UNIT_CENTS,
} from './constants';

/** Stays inside a PostgreSQL integer column with room to spare: CHF 1'000'000. */
export const MAX_PRICE_CENTS = 100_000_000;

// Made on first use: a page that shows no amount should not build it while its code loads.
let chf: Intl.NumberFormat | undefined;
const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);
/** Swiss typographic apostrophe; older ICU (Node 20) groups with "'" (U+0027), browsers with "’" (U+2019). */
const GROUP = '\u2019';
const NBSP = '\u00A0';

/**
 * "CHF 1’250.00": the same string in Node and in every browser, whatever ICU version they ship, so server-rendered
 * mails and the SPA agree and tests can compare exact strings. A negative amount reads "CHF -5.00".
 */
export function formatChf(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`formatChf: not a finite amount: ${cents}`);
  const rounded = Math.round(cents);
  chf ??= new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' });
  const digits = chf
    .formatToParts(Math.abs(rounded) / 100)
    .filter((part) => NUMBER_PARTS.has(part.type))
    .map((part) => (part.type === 'group' ? GROUP : part.value))
    .join('');
  return `CHF${NBSP}${rounded < 0 ? '-' : ''}${digits}`;
}

// Francs as admins type them: "250", "250.5", "250,50", "1'250.00", "1’250", optionally prefixed "CHF".
const FRANCS = /^(\d+)(?:[.,](\d*))?$/;

/** Francs entered by an admin to whole cents (half a cent rounds up), or null if not a non-negative amount. */
export function tryChfToCents(input: string | number): number | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    text = String(input);
    // String() switches to exponent notation for tiny or huge numbers; those are never typed prices.
    if (text.includes('e')) return null;
  } else {
    text = input
      .trim()
      .replace(/^CHF/i, '')
      .replace(/[\s'\u2019]/g, '');
  }
  const match = FRANCS.exec(text);
  if (!match) return null;
  const francs = Number(match[1]);
  const fraction = (match[2] ?? '').padEnd(3, '0');
  const cents = francs * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Like tryChfToCents, but throws a RangeError on input that is not a non-negative amount of francs. */
export function chfToCents(input: string | number): number {
  const cents = tryChfToCents(input);
  if (cents === null) throw new RangeError(`Not a non-negative CHF amount: ${String(input)}`);
  return cents;
}

/** Francs without the currency and the group mark, as a price input shows them: '1250.00'. */
export function chfInputValue(cents: number): string {
  return formatChf(cents)
    .replace(/^CHF\s/, '')
    .replace(/[’']/g, '');
}
