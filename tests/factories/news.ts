import type { DbOrTx } from '../../src/server/db/client';
import { news, newsReads } from '../../src/server/db/schema';
import { inserted } from './rows';
import { nextSeq } from './swiss';

export type News = typeof news.$inferSelect;

const ITEMS = [
  {
    title: 'Neue Trainingsdaten für den Herbst',
    content:
      'Die TIZ-Trainings im Herbst sind online. Meldet eure Kinder frühzeitig an, die Plätze sind begrenzt.',
  },
  {
    title: 'Sommercamp: Anmeldung offen',
    content: 'Fünf Tage Fussball in Rotkreuz. Frühbucher sichern sich einen der 30 Plätze.',
  },
  {
    title: 'Trainingsausfall wegen Gewitter',
    content:
      'Das Training vom Samstag fällt wegen Gewitterwarnung aus. Bereits bezahlte Trainings werden gutgeschrieben.',
  },
];

/** The row of a news item, not yet inserted: what createNews inserts (bulk inserts of benchmarks too). */
export function newsValues(overrides: Partial<typeof news.$inferInsert> = {}): typeof news.$inferInsert {
  const item = ITEMS[nextSeq() % ITEMS.length] as (typeof ITEMS)[number];
  return { ...item, ...overrides };
}

export async function createNews(
  db: DbOrTx,
  overrides: Partial<typeof news.$inferInsert> = {},
): Promise<News> {
  return inserted(await db.insert(news).values(newsValues(overrides)).returning());
}

export async function markNewsRead(
  db: DbOrTx,
  values: { newsId: string; userId: string; readAt?: Date },
): Promise<typeof newsReads.$inferSelect> {
  return inserted(await db.insert(newsReads).values(values).returning());
}
