import { asc, inArray, sql } from 'drizzle-orm';
import type {
  AdminTrainerRef,
  AdminTraining,
  AdminTrainingsPage,
} from '../../../domain/trainings/admin-trainings-api';
import type { DbOrTx } from '../../db/client';
import { vSessionCapacity } from '../../db/schema';
import { trainingColumns, trainingOrder, trainingWhen, type When, withIsoTimes } from '../schedule/queries';

// The back office's reads of trainings: its own queries, paged and ordered in SQL, on the same columns and capacity
// view as the parents' lists, plus the registration count and the trainers' ids for the edit form.

// Plain SQL with aliases, like the schedule's trainer names (drizzle would render the view's id unqualified here).
const trainerRefs = sql<AdminTrainerRef[]>`coalesce((
  select json_agg(json_build_object('id', tr.id, 'firstName', tr.first_name, 'lastName', tr.last_name)
    order by tr.last_name, tr.first_name)
  from session_trainers st join trainers tr on tr.id = st.trainer_id
  where st.session_id = "v_session_capacity"."id"), '[]'::json)`;

const adminTrainingColumns = {
  ...trainingColumns,
  registeredCount: vSessionCapacity.registeredCount,
  trainers: trainerRefs,
};

export async function selectAdminTrainings(
  db: DbOrTx,
  { when, now, page, pageSize }: { when: When; now: Date; page: number; pageSize: number },
): Promise<AdminTrainingsPage> {
  // One row more than the page tells whether another page follows, without counting every training per page.
  const rows = await db
    .select(adminTrainingColumns)
    .from(vSessionCapacity)
    .where(trainingWhen(when, now))
    .orderBy(trainingOrder(when), asc(vSessionCapacity.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return {
    items: rows.slice(0, pageSize).map(withIsoTimes),
    page,
    pageSize,
    hasMore: rows.length > pageSize,
  };
}

export async function selectAdminTrainingsByIds(
  db: DbOrTx,
  ids: readonly string[],
): Promise<AdminTraining[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(adminTrainingColumns)
    .from(vSessionCapacity)
    .where(inArray(vSessionCapacity.id, [...ids]))
    .orderBy(asc(vSessionCapacity.startsAt));
  return rows.map(withIsoTimes);
}
