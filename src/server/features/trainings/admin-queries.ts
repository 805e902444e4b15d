import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  AdminTrainerRef,
  AdminTraining,
  AdminTrainingsPage,
} from '../../../domain/trainings/admin-trainings-api';
import type { DbOrTx } from '../../db/client';
import { children, payments, profiles, rsvps, sessions, vSessionCapacity } from '../../db/schema';
import { type ParticipantRow, participantColumns, withRegistrations } from '../bookings/participant-view';
import { trainingColumns, trainingOrder, trainingWhen, type When, withIsoTimes } from '../schedule/queries';
import { registrationPaymentColumns } from './queries';

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

/** A live training's row, locked like a booking locks it, so capacity checks and bookings run one after the other. */
export async function lockLiveSession(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.deletedAt)))
    .for('no key update');
  return row;
}

export async function activeChildIds(db: DbOrTx, sessionId: string): Promise<string[]> {
  const rows = await db
    .select({ childId: rsvps.childId })
    .from(rsvps)
    .where(and(eq(rsvps.sessionId, sessionId), isNull(rsvps.cancelledAt)))
    .orderBy(asc(rsvps.createdAt), asc(rsvps.id));
  return rows.map((r) => r.childId);
}

export async function isLiveSession(db: DbOrTx, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.deletedAt)));
  return row !== undefined;
}

/** The training's booked children with their parent (the one who created the child) and their payment. */
export async function selectParticipants(db: DbOrTx, sessionId: string): Promise<ParticipantRow[]> {
  const rows = await db
    .select({ ...participantColumns, registrationId: rsvps.id, registeredAt: rsvps.createdAt })
    .from(rsvps)
    .innerJoin(children, eq(children.id, rsvps.childId))
    .innerJoin(profiles, eq(profiles.id, children.parentId))
    .where(and(eq(rsvps.sessionId, sessionId), isNull(rsvps.cancelledAt)))
    .orderBy(asc(children.lastName), asc(children.firstName), asc(children.id));
  if (rows.length === 0) return [];
  const paymentRows = await db
    .select(registrationPaymentColumns)
    .from(payments)
    .where(eq(payments.sessionId, sessionId));
  return withRegistrations(sessionId, rows, paymentRows);
}
