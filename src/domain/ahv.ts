import { z } from 'zod';
import { requiredText } from './form-fields';
import { ahvMessages } from './messages/forms';

// Swiss AHV number (AHVN13): 756 (country code Switzerland) + 9 digits + an EAN-13 check digit,
// written 756.xxxx.xxxx.xx. Only the last four digits ever leave the server (docs/reliability.md section 3).

export const AHV_PREFIX = '756';
export const AHV_LENGTH = 13;
const AHV_LAST4_LENGTH = 4;

/** `POST .../ahv/reveal` (a child's or a trainer's): the full number, written to the audit log in the same transaction. */
export interface AhvRevealResponse {
  ahv: string;
}

const GROUP_ENDS = [3, 7, 11, 13] as const;
const MASKED_PATTERN = /^756\.\*{4}\.\*{2}\d{2}\.\d{2}$/;

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * What the AHV input keeps of each keystroke or paste: digits only, at most 13, and always the prefix 756.
 * A beginning of the prefix ("7", "75") is kept as typed so that typing 7-5-6 reads naturally; any other start
 * gets 756 put in front (pasting the 10 digits after the prefix works); an empty field stays empty.
 */
export function normaliseAhvInput(raw: string): string {
  const digits = digitsOf(raw);
  if (digits === '' || AHV_PREFIX.startsWith(digits) || digits.startsWith(AHV_PREFIX)) {
    return digits.slice(0, AHV_LENGTH);
  }
  return (AHV_PREFIX + digits).slice(0, AHV_LENGTH);
}

/** 756.xxxx.xxxx.xx, progressively while typing ("756.1234"). Non-digits are ignored. */
export function formatAhv(value: string): string {
  const digits = digitsOf(value).slice(0, AHV_LENGTH);
  const groups: string[] = [];
  let start = 0;
  for (const end of GROUP_ENDS) {
    if (digits.length <= start) break;
    groups.push(digits.slice(start, end));
    start = end;
  }
  return groups.join('.');
}

/** EAN-13 check digit of the first 12 digits: weights 1,3,1,3,... from the left. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** null when the value (digits, dots and spaces allowed) is a valid full AHV number, else the message. */
export function validateAhv(value: string): string | null {
  if (/[^\d.\s]/.test(value)) return ahvMessages.mustHave13Digits;
  const digits = digitsOf(value);
  if (!digits.startsWith(AHV_PREFIX)) return ahvMessages.mustStartWith756;
  if (digits.length !== AHV_LENGTH) return ahvMessages.mustHave13Digits;
  if (ean13CheckDigit(digits) !== Number(digits[12])) return ahvMessages.checkDigit;
  return null;
}

/** The rule when storing any AHV (the trainer form asks no more): at least the four digits we keep. */
export function validateAhvForStorage(value: string): string | null {
  return digitsOf(value).length < AHV_LAST4_LENGTH ? ahvMessages.atLeast4Digits : null;
}

/** The last four digits kept for display, or null when there are fewer than four. */
export function ahvLast4(value: string): string | null {
  const digits = digitsOf(value);
  return digits.length < AHV_LAST4_LENGTH ? null : digits.slice(-AHV_LAST4_LENGTH);
}

/** Display form showing only the last four digits: '756.****.**12.34'. Empty when nothing is stored. */
export function maskAhv(last4: string | null | undefined): string {
  if (!last4 || !/^\d{4}$/.test(last4)) return '';
  return `${AHV_PREFIX}.****.**${last4.slice(0, 2)}.${last4.slice(2)}`;
}

/** True for a value maskAhv produced: an edit form that sends it back means "keep the stored number". */
export function isMaskedAhv(value: string | null | undefined): boolean {
  return typeof value === 'string' && MASKED_PATTERN.test(value.trim());
}

/** A rule on the typed value: null when acceptable, else the message. */
type AhvRule = (value: string) => string | null;

/** Form field for an AHV that must be given: checked by `rule`, stored as its digits. */
export function ahvField(requiredMessage: string, rule: AhvRule = validateAhv) {
  return requiredText(requiredMessage, 30)
    .superRefine((value, ctx) => {
      const error = rule(value);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    })
    .transform(digitsOf);
}

/**
 * Form field for an AHV on edit: missing, null or the unchanged masked value mean "keep the stored number"
 * (undefined); anything else is a new number checked like on create.
 */
export function ahvUpdateField(requiredMessage: string, rule: AhvRule = validateAhv) {
  const full = ahvField(requiredMessage, rule);
  return z
    .string({ error: requiredMessage })
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined || value === null || isMaskedAhv(value)) return undefined;
      const parsed = full.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
}
