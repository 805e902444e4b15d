import { z } from 'zod';
import { containsAhvLikeNumber } from './ahv-like';
import { commonFormMessages } from './messages/forms';
import { MAX_PRICE_CENTS, tryChfToCents } from './money';

// Field rules shared by the form schemas. Every field accepts what a form or a JSON client may send
// (missing, null, padded strings) and answers with the form's own German message, never a zod default.

/** Names and short texts; long enough for any real name, short enough to keep junk out of the database. */
export const NAME_MAX = 100;
export const TEXT_MAX = 5000;

/** A trimmed, non-empty string; `message` for missing, blank or non-text input. */
export function requiredText(message: string, max = NAME_MAX) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: commonFormMessages.tooLong(max), abort: true });
}

/** A person's or a club's name: required text that must not carry an AHV number (stored in clear, mailed). */
export function nameText(message: string) {
  return requiredText(message).refine((v) => !containsAhvLikeNumber(v), {
    error: commonFormMessages.ahvInName,
  });
}

/** An optional name (club, level): blank becomes null; an AHV number is refused like in nameText. */
export function optionalNameText() {
  return optionalText().refine((v) => v === null || !containsAhvLikeNumber(v), {
    error: commonFormMessages.ahvInName,
  });
}

/** A trimmed string or null: missing, null and blank all become null. */
export function optionalText(max = NAME_MAX) {
  return z
    .string()
    .trim()
    .max(max, { error: commonFormMessages.tooLong(max) })
    .nullish()
    .transform((v) => (v ? v : null));
}

/** True for a real calendar date written YYYY-MM-DD (no time zone involved: pure arithmetic). */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/** A required YYYY-MM-DD calendar date. */
export function requiredDate(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine(isIsoDate, { error: commonFormMessages.invalidDate, abort: true });
}

/** Minutes since midnight of 'HH:MM' (or 'HH:MM:SS' as PostgreSQL answers), null if not a time. */
export function timeToMinutes(value: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** A required wall-clock time, normalised to 'HH:MM'. */
export function requiredTime(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine((v) => timeToMinutes(v) !== null, { error: commonFormMessages.invalidTime, abort: true })
    .transform((v) => v.slice(0, 5));
}

/** E-mail as we store and compare it: trimmed and lower-cased. */
export function emailField(requiredMessage: string = commonFormMessages.invalidEmail) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, { error: requiredMessage, abort: true })
    .max(254, { error: commonFormMessages.invalidEmail, abort: true })
    .pipe(z.email({ error: commonFormMessages.invalidEmail }));
}

/**
 * Mobile numbers as people type them ("079 123 45 67", "+41 79 123 45 67", "0041-79/123.45.67"): only digits,
 * spaces and + ( ) - / . and between 9 and 15 digits (E.164 allows 15).
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s()\-/.]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 9 && digits <= 15;
}

export function requiredMobile(requiredMessage: string) {
  return requiredText(requiredMessage, 30).refine(isPhoneNumber, { error: commonFormMessages.invalidMobile });
}

/** Optional mobile: blank becomes null, anything else must look like a phone number. */
export function optionalMobile() {
  return optionalText(30).refine((v) => v === null || isPhoneNumber(v), {
    error: commonFormMessages.invalidMobile,
  });
}

/** Optional YYYY-MM-DD date: blank becomes null. */
export function optionalDate() {
  return optionalText(10).refine((v) => v === null || isIsoDate(v), {
    error: commonFormMessages.invalidDate,
  });
}

/** Optional wall-clock time: blank becomes null, else normalised to 'HH:MM'. */
export function optionalTime() {
  return optionalText(8)
    .refine((v) => v === null || timeToMinutes(v) !== null, { error: commonFormMessages.invalidTime })
    .transform((v) => v?.slice(0, 5) ?? null);
}

/** Identifier of a stored row (uuid shape), so a malformed id is a 400 and never reaches the database. */
export function idField(message: string = commonFormMessages.invalidId) {
  return z.guid({ error: message });
}

/** Number inputs arrive as strings ("30"), JSON clients send numbers; blank counts as missing. */
function numberFromInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** A whole number from `0` to `max`; `message` for anything else, missing included. */
export function wholeNumberField(message: string, max = 1_000_000) {
  return z.preprocess(
    numberFromInput,
    z
      .number({ error: message })
      .int({ error: message })
      .min(0, { error: message })
      .max(max, { error: message }),
  );
}

/**
 * A price typed in CHF ("25", "25.50", "1'250", or a number) as whole cents; `requiredMessage` when blank or
 * missing, `invalidMessage` for anything that is not an amount from 0 to MAX_PRICE_CENTS.
 */
export function chfPriceField(requiredMessage: string, invalidMessage: string) {
  return z.union([z.string(), z.number()], { error: requiredMessage }).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    const cents = tryChfToCents(value);
    if (cents === null || cents > MAX_PRICE_CENTS) {
      ctx.addIssue({ code: 'custom', message: invalidMessage });
      return z.NEVER;
    }
    return cents;
  });
}
