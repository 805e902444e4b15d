import { and, asc, eq, exists, gte, isNull, lt } from 'drizzle-orm';
import type { JsCourseQuery, JsCourseTraining } from '../../../domain/attendance/attendance-api';
import { personName } from '../../../domain/people/person-name';
import { addDays, zurichDateTimeToInstant } from '../../../domain/time';
import type { DbOrTx } from '../../db/client';
import { sessions, sessionTrainers, trainers } from '../../db/schema';

/** The live trainings of a J+S course: of the type and/or trainer, starting on a Zurich day from `from` to `to`. */
export async function selectCourseTrainings(db: DbOrTx, query: JsCourseQuery): Promise<JsCourseTraining[]> {
  const rows = await db
    .select({ id: sessions.id, title: sessions.title, startsAt: sessions.startsAt })
    .from(sessions)
    .where(
      and(
        isNull(sessions.deletedAt),
        gte(sessions.startsAt, zurichDateTimeToInstant(query.from, '00:00')),
        lt(sessions.startsAt, zurichDateTimeToInstant(addDays(query.to, 1), '00:00')),
        query.type ? eq(sessions.type, query.type) : undefined,
        query.trainerId
          ? exists(
              db
                .select({ one: sessionTrainers.trainerId })
                .from(sessionTrainers)
                .where(
                  and(
                    eq(sessionTrainers.sessionId, sessions.id),
                    eq(sessionTrainers.trainerId, query.trainerId),
                  ),
                ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(sessions.startsAt), asc(sessions.id));
  return rows.map((r) => ({ ...r, startsAt: r.startsAt.toISOString() }));
}

/** A trainer's name for the course's file and audit row; undefined for an unknown id. */
export async function selectTrainerName(db: DbOrTx, trainerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ firstName: trainers.firstName, lastName: trainers.lastName })
    .from(trainers)
    .where(eq(trainers.id, trainerId));
  return row && personName(row);
}
