import { addDays, zurichDateTimeToInstant, zurichToday } from '../../src/domain/time';
import type { DbOrTx } from '../../src/server/db/client';
import { rsvps, sessions } from '../../src/server/db/schema';
import { inserted } from './rows';
import { nextSeq, pickFocus } from './swiss';

export type Session = typeof sessions.$inferSelect;
export type Rsvp = typeof rsvps.$inferSelect;

const TRAINING_MINUTES = 105; // 10:00-11:45, the spec's training default

/** The row of a training, not yet inserted: what createSession inserts (bulk inserts of benchmarks too). */
export function sessionValues(
  overrides: Partial<typeof sessions.$inferInsert> = {},
): typeof sessions.$inferInsert {
  const n = nextSeq();
  const startsAt =
    overrides.startsAt ?? zurichDateTimeToInstant(addDays(zurichToday(new Date()), 7 + (n % 14)), '10:00');
  return {
    title: 'TIZ Training',
    focus: pickFocus(n),
    endsAt: new Date(startsAt.getTime() + TRAINING_MINUTES * 60_000),
    ...overrides,
    startsAt,
  };
}

/** A future training at 10:00 Zurich time 1-3 weeks ahead, with the spec's defaults (30 seats, CHF 25, TIZ). */
export async function createSession(
  db: DbOrTx,
  overrides: Partial<typeof sessions.$inferInsert> = {},
): Promise<Session> {
  return inserted(await db.insert(sessions).values(sessionValues(overrides)).returning());
}

/** A registration; active unless `cancelledAt` is given. No payment: see bookSession for both. */
export async function createRsvp(
  db: DbOrTx,
  values: { sessionId: string; childId: string } & Partial<typeof rsvps.$inferInsert>,
): Promise<Rsvp> {
  return inserted(await db.insert(rsvps).values(values).returning());
}
