import { toDateOnly } from '../../src/domain/time';
import type { DbOrTx } from '../../src/server/db/client';
import { campTrainers, sessionTrainers, trainers } from '../../src/server/db/schema';
import { type AhvOptions, ahvValues } from './ahv';
import { inserted } from './rows';
import { nextSeq, pickAdultFirstName, pickLastName } from './swiss';

export type Trainer = typeof trainers.$inferSelect;

/** An active trainer; with a cipher, an encrypted AHV number (returned plain as `ahv`). */
export async function createTrainer(
  db: DbOrTx,
  options: Partial<typeof trainers.$inferInsert> & AhvOptions = {},
): Promise<Trainer & { ahv: string | null }> {
  const { cipher, ahv: givenAhv, ...overrides } = options;
  const n = nextSeq();
  const { ahv, columns } = ahvValues({ cipher, ahv: givenAhv });
  const trainer = inserted(
    await db
      .insert(trainers)
      .values({
        firstName: pickAdultFirstName(n + 3),
        lastName: pickLastName(n + 5),
        dateOfBirth: toDateOnly({ year: 1985 + (n % 15), month: (n % 12) + 1, day: 15 }),
        ...columns,
        ...overrides,
      })
      .returning(),
  );
  return { ...trainer, ahv };
}

export async function assignTrainer(
  db: DbOrTx,
  { sessionId, trainerId, lead = false }: { sessionId: string; trainerId: string; lead?: boolean },
): Promise<typeof sessionTrainers.$inferSelect> {
  return inserted(await db.insert(sessionTrainers).values({ sessionId, trainerId, lead }).returning());
}

export async function assignCampTrainer(
  db: DbOrTx,
  { campId, trainerId, lead = false }: { campId: string; trainerId: string; lead?: boolean },
): Promise<typeof campTrainers.$inferSelect> {
  return inserted(await db.insert(campTrainers).values({ campId, trainerId, lead }).returning());
}
