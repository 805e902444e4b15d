import { addDays, zurichToday } from '../../src/domain/time';
import type { DbOrTx } from '../../src/server/db/client';
import { campRsvps, camps } from '../../src/server/db/schema';
import { inserted } from './rows';
import { nextSeq } from './swiss';

export type Camp = typeof camps.$inferSelect;
export type CampRsvp = typeof campRsvps.$inferSelect;

const CAMP_NAMES = ['Frühlingscamp', 'Sommercamp', 'Herbstcamp', 'Ostercamp'];

/** The row of a camp, not yet inserted: what createCamp inserts (bulk inserts of benchmarks too). */
export function campValues(overrides: Partial<typeof camps.$inferInsert> = {}): typeof camps.$inferInsert {
  const n = nextSeq();
  const startDate = overrides.startDate ?? addDays(zurichToday(new Date()), 28 + (n % 4) * 7);
  return {
    name: `${CAMP_NAMES[n % CAMP_NAMES.length]} ${startDate.slice(0, 4)}`,
    description:
      'Fünf Tage Fussball mit Technik, Spielformen und einem Abschlussturnier. Mittagessen inbegriffen.',
    poweredBy: 'FC Rotkreuz',
    endDate: addDays(startDate, 4),
    ...overrides,
    startDate,
  };
}

/** A five-day camp starting 4-7 weeks from today, with the spec's defaults (30 places, CHF 500, 09:00-16:00). */
export async function createCamp(
  db: DbOrTx,
  overrides: Partial<typeof camps.$inferInsert> = {},
): Promise<Camp> {
  return inserted(await db.insert(camps).values(campValues(overrides)).returning());
}

/** A camp registration; active unless `cancelledAt` is given. No payment: see bookCamp for both. */
export async function createCampRsvp(
  db: DbOrTx,
  values: { campId: string; childId: string } & Partial<typeof campRsvps.$inferInsert>,
): Promise<CampRsvp> {
  return inserted(await db.insert(campRsvps).values(values).returning());
}
