import { and, eq, notInArray } from 'drizzle-orm';
import { addDays, zurichDateTimeToInstant } from '../../../domain/time';
import type { TrainingFormValues } from '../../../domain/trainings/training-form';
import type { DbOrTx } from '../../db/client';
import { sessionTrainers } from '../../db/schema';

/** The stored columns of the form's training, `weeksLater` weeks after its date, in Zurich time (DST included). */
export function sessionColumns(values: TrainingFormValues, weeksLater = 0) {
  const date = addDays(values.date, 7 * weeksLater);
  return {
    title: values.title,
    focus: values.focus,
    startsAt: zurichDateTimeToInstant(date, values.startTime),
    endsAt: zurichDateTimeToInstant(date, values.endTime),
    location: values.location,
    type: values.type,
    capacity: values.capacity,
    priceCents: values.priceCents,
  };
}

/** The training's trainers become exactly these; one who stays keeps the row, and with it the lead (issue 29). */
export async function setSessionTrainers(
  db: DbOrTx,
  sessionId: string,
  trainerIds: readonly string[],
): Promise<void> {
  const others = trainerIds.length > 0 ? notInArray(sessionTrainers.trainerId, [...trainerIds]) : undefined;
  await db.delete(sessionTrainers).where(and(eq(sessionTrainers.sessionId, sessionId), others));
  if (trainerIds.length === 0) return;
  await db
    .insert(sessionTrainers)
    .values(trainerIds.map((trainerId) => ({ sessionId, trainerId })))
    .onConflictDoNothing();
}
