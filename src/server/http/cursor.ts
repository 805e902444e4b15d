import { z } from 'zod';
import { AppError } from '../errors';

// Keyset paging cursors: opaque to the client (base64url of a JSON array), strictly checked when they come back,
// so a forged one is a 400 and never reaches PostgreSQL as a value it cannot read.

const EXACT_INSTANT = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A real instant as our queries write it for a cursor (to_char ... 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'). */
export const cursorInstant = z.string().refine((value) => {
  const year = Number(EXACT_INSTANT.exec(value)?.[1]);
  if (!(year >= 1900 && year <= 9999)) return false;
  // JavaScript dates carry milliseconds: the first 23 characters must read back exactly (no 2026-02-30 rolling over).
  const millis = `${value.slice(0, 23)}Z`;
  const date = new Date(millis);
  return !Number.isNaN(date.getTime()) && date.toISOString() === millis;
});

export function encodeCursor(parts: readonly string[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** The cursor's parts checked by `schema`; anything else is 400 VALIDATION on the field `cursor`. */
export function decodeCursor<T>(raw: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    json = undefined;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new AppError('VALIDATION', 400, { fields: ['cursor'] });
  return parsed.data;
}
