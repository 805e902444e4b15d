import { eq } from 'drizzle-orm';
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

/** The training's trainers become exactly these. */
export async function setSessionTrainers(
  db: DbOrTx,
  sessionId: string,
  trainerIds: readonly string[],
): Promise<void> {
  await db.delete(sessionTrainers).where(eq(sessionTrainers.sessionId, sessionId));
  if (trainerIds.length === 0) return;
  await db.insert(sessionTrainers).values(trainerIds.map((trainerId) => ({ sessionId, trainerId })));
}
