import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, type PgColumn, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Building blocks every area uses, so instants, money and value lists look the same in every table.

/** A point in time (timestamptz). */
export const instant = () => timestamp({ withTimezone: true });

export const createdAt = () => instant().notNull().defaultNow();

/** Set on every drizzle update; services that run on a controlled clock may set it themselves. */
export const updatedAt = () =>
  instant()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/**
 * A row this one cannot do without: required, and the row it names cannot be deleted while this one names it (ON
 * DELETE RESTRICT: a child with payments, a training with registrations stay).
 */
export const requiredRef = (target: () => AnyPgColumn) =>
  uuid().notNull().references(target, { onDelete: 'restrict' });

/** requiredRef for a text key (a profile's better-auth id). */
export const requiredTextRef = (target: () => AnyPgColumn) =>
  text().notNull().references(target, { onDelete: 'restrict' });

function literalList(values: readonly string[]): SQL {
  return sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));
}

/** CHECK that a text column holds one of the listed values (NULL passes: make the column notNull where needed). */
export function oneOf(name: string, column: PgColumn, values: readonly string[]) {
  return check(name, sql`${column} in (${literalList(values)})`);
}

/** CHECK that an amount or count is never negative. */
export function nonNegative(name: string, column: PgColumn) {
  return check(name, sql`${column} >= 0`);
}

/**
 * An AHV number as stored: the AES-256-GCM ciphertext (src/server/crypto/ahv-cipher.ts) and the last four digits
 * for display. Both or neither.
 */
export const ahvColumns = () => ({ ahvEncrypted: text(), ahvLast4: text() });

export function ahvChecks(table: string, t: { ahvEncrypted: PgColumn; ahvLast4: PgColumn }) {
  return [
    check(`${table}_ahv_last4_check`, sql`${t.ahvLast4} ~ '^[0-9]{4}$'`),
    check(`${table}_ahv_pair_check`, sql`(${t.ahvEncrypted} is null) = (${t.ahvLast4} is null)`),
  ];
}
