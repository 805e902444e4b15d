import { sql } from 'drizzle-orm';
import { check, type PgColumn, uuid } from 'drizzle-orm/pg-core';
import { camps } from './camps';
import { sessions } from './trainings';

// A row about exactly one offer, a training or a camp (a waitlist entry, an offer's alerts and questions): one of
// the two keys is set, and the row goes with its offer.

export const oneOfferColumns = () => ({
  sessionId: uuid().references(() => sessions.id, { onDelete: 'cascade' }),
  campId: uuid().references(() => camps.id, { onDelete: 'cascade' }),
});

export function oneOfferCheck(table: string, t: { sessionId: PgColumn; campId: PgColumn }) {
  return check(`${table}_one_offer_check`, sql`num_nonnulls(${t.sessionId}, ${t.campId}) = 1`);
}
