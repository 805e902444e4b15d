import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { trainers } from '../../db/schema';
import { AppError } from '../../errors';

// The trainers table for the back office. Never selects the encrypted AHV except for the audited reveal.

const trainerColumns = {
  id: trainers.id,
  firstName: trainers.firstName,
  lastName: trainers.lastName,
  active: trainers.active,
  dateOfBirth: trainers.dateOfBirth,
  ahvLast4: trainers.ahvLast4,
  accountEmail: trainers.accountEmail,
  invitedAt: trainers.invitedAt,
  createdAt: trainers.createdAt,
};

export type TrainerRow = {
  [K in keyof typeof trainerColumns]: (typeof trainers.$inferSelect)[K];
};
export type TrainerValues = Omit<typeof trainers.$inferInsert, 'id'>;

/** The provider's trainers are a handful: the whole list, by name. */
export function selectTrainers(db: DbOrTx): Promise<TrainerRow[]> {
  return db
    .select(trainerColumns)
    .from(trainers)
    .orderBy(asc(trainers.lastName), asc(trainers.firstName), asc(trainers.id));
}

export async function insertTrainer(db: DbOrTx, values: TrainerValues): Promise<TrainerRow> {
  const [row] = await db.insert(trainers).values(values).returning(trainerColumns);
  if (!row) throw new Error('trainer insert returned no row');
  return row;
}

export async function updateTrainerRow(
  db: DbOrTx,
  { id, values }: { id: string; values: Partial<TrainerValues> },
): Promise<TrainerRow | undefined> {
  const [row] = await db.update(trainers).set(values).where(eq(trainers.id, id)).returning(trainerColumns);
  return row;
}

/** Their assignments to trainings go with them (session_trainers cascades). */
export async function deleteTrainerRow(db: DbOrTx, id: string): Promise<TrainerRow | undefined> {
  const [row] = await db.delete(trainers).where(eq(trainers.id, id)).returning(trainerColumns);
  return row;
}

export async function lockTrainer(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ ...trainerColumns, ahvEncrypted: trainers.ahvEncrypted })
    .from(trainers)
    .where(eq(trainers.id, id))
    .for('update');
  return row;
}

/** 400 naming the field when any chosen trainer does not exist (deleted meanwhile, or a made-up id). */
export async function assertTrainersExist(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: trainers.id })
    .from(trainers)
    .where(inArray(trainers.id, [...ids]));
  if (found.length !== new Set(ids).size) throw new AppError('VALIDATION', 400, { fields: ['trainerIds'] });
}
