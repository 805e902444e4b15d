import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { addDays, zurichDateTimeToInstant, zurichToday } from '../src/domain/time';
import type { Db } from '../src/server/db/client';
import { children, profiles, rsvps, sessions } from '../src/server/db/schema';
import { childValues, linkSecondParent, parentValues, sessionValues } from '../tests/factories';

// The back office's lists at scale, built from the factories' own row builders (the same believable rows the tests
// and the demo seed insert) and inserted in batches: parents (three in four with children, one or two each),
// accepted second-parent links through the family service's grant, trainings spread over two years around today
// with a few bookings each. Called again with larger totals, it adds rows up to them.

const BATCH = 1000;

export interface ListSizes {
  parents: number;
  children: number;
  trainings: number;
}

export interface Seeded {
  parents: number;
  children: number;
  trainings: number;
  links: number;
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Adds parents, children, links and trainings until `seeded` reaches `target` (children follow their parents). */
export async function growTo(db: Db, seeded: Seeded, target: ListSizes): Promise<Seeded> {
  const newParents = Array.from({ length: target.parents - seeded.parents }, () => parentValues());
  await insertInBatches(newParents, (batch) => db.insert(profiles).values(batch));

  // Three in four parents have children: two thirds of those two, the rest one (1.25 children per parent).
  const kids: (typeof children.$inferInsert)[] = [];
  newParents.forEach((parent, i) => {
    const slot = (seeded.parents + i) % 12;
    const count = slot < 6 ? 2 : slot < 9 ? 1 : 0;
    for (let k = 0; k < count; k++) {
      kids.push(childValues({ parentId: parent.id!, id: randomUUID() }, parent.lastName).values);
    }
  });
  const childRows = kids.slice(0, Math.max(0, target.children - seeded.children));
  await insertInBatches(childRows, (batch) => db.insert(children).values(batch));

  // One couple in forty parents, linked the way the product stores it.
  let links = 0;
  for (let i = 0; i + 1 < newParents.length; i += 40) {
    await linkSecondParent(db, { parentId: newParents[i]!.id!, secondParentId: newParents[i + 1]!.id! });
    links++;
  }

  // Trainings from a year ago to a year ahead, a Saturday morning each, with five bookings of existing children.
  const today = zurichToday(new Date());
  const trainingRows = Array.from({ length: target.trainings - seeded.trainings }, (_, i) => {
    const offset = ((seeded.trainings + i) % 730) - 365;
    return sessionValues({
      id: randomUUID(),
      startsAt: zurichDateTimeToInstant(addDays(today, offset), '10:00'),
    });
  });
  await insertInBatches(trainingRows, (batch) => db.insert(sessions).values(batch));
  const childIds = childRows.map((c) => c.id!);
  const bookings = childIds.length
    ? trainingRows.flatMap((training, i) =>
        Array.from({ length: 5 }, (_, k) => ({
          sessionId: training.id!,
          childId: childIds[(i * 5 + k) % childIds.length]!,
        })),
      )
    : [];
  await insertInBatches(bookings, (batch) => db.insert(rsvps).values(batch).onConflictDoNothing());

  // What autovacuum would have done by the time a list that size is read: fresh statistics and visibility.
  await db.execute(sql.raw('vacuum analyze'));
  return {
    parents: target.parents,
    children: seeded.children + childRows.length,
    trainings: target.trainings,
    links: seeded.links + links,
  };
}
