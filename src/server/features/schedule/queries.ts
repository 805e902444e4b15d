import { asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { ScheduleCamp, ScheduleTraining, TrainerName } from '../../../domain/bookings/contracts';
import { campFlyerUrl } from '../../../domain/camps/admin-camps-api';
import { formatTimeOfDay, zurichToday } from '../../../domain/time';
import type { DbOrTx } from '../../db/client';
import { campFlyers, vCampCapacity, vSessionCapacity } from '../../db/schema';

// Trainings and camps with their free seats, read from the capacity views in one query each (trainers are
// aggregated in the same query). Shared by the public schedule and the parents' pages.

export type When = 'upcoming' | 'past';

/** Past lists are the most recent ones; a season's upcoming trainings fit well below the other limit. */
const LIST_LIMITS: Record<When, number> = { upcoming: 200, past: 20 };

// Written as plain SQL with aliases: drizzle renders columns inside sql`` unqualified ("id"), which inside this
// subquery would silently mean trainers.id instead of the view's id.
const trainerNames = sql<TrainerName[]>`coalesce((
  select json_agg(json_build_object('firstName', tr.first_name, 'lastName', tr.last_name)
    order by tr.last_name, tr.first_name)
  from session_trainers st join trainers tr on tr.id = st.trainer_id
  where st.session_id = "v_session_capacity"."id"), '[]'::json)`;

/** A training is upcoming until its end (or its start, without an end) has passed. */
export function trainingWhen(when: When, now: Date): SQL {
  const end = sql`coalesce(${vSessionCapacity.endsAt}, ${vSessionCapacity.startsAt})`;
  return when === 'upcoming' ? sql`${end} >= ${now}` : sql`${end} < ${now}`;
}

/** A training's columns as every list shows them (the back office adds its own beside them). */
export const trainingColumns = {
  id: vSessionCapacity.id,
  title: vSessionCapacity.title,
  focus: vSessionCapacity.focus,
  startsAt: vSessionCapacity.startsAt,
  endsAt: vSessionCapacity.endsAt,
  location: vSessionCapacity.location,
  type: vSessionCapacity.type,
  priceCents: vSessionCapacity.priceCents,
  capacity: vSessionCapacity.capacity,
  seatsLeft: vSessionCapacity.seatsLeft,
};

/** Instants as the JSON contract carries them. */
export function withIsoTimes<T extends { startsAt: Date; endsAt: Date | null }>(
  row: T,
): Omit<T, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string | null } {
  return { ...row, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt?.toISOString() ?? null };
}

/** Upcoming soonest first, past latest first. */
export function trainingOrder(when: When) {
  return when === 'upcoming' ? asc(vSessionCapacity.startsAt) : desc(vSessionCapacity.startsAt);
}

export async function selectTrainings(
  db: DbOrTx,
  { when, now, limit = LIST_LIMITS[when] }: { when: When; now: Date; limit?: number },
): Promise<ScheduleTraining[]> {
  const rows = await db
    .select({ ...trainingColumns, trainers: trainerNames })
    .from(vSessionCapacity)
    .where(trainingWhen(when, now))
    .orderBy(trainingOrder(when))
    .limit(limit);
  return rows.map(withIsoTimes);
}

/** A camp's columns as every list shows them; the query left-joins camp_flyers for the flyer's address. */
export const campColumns = {
  id: vCampCapacity.id,
  name: vCampCapacity.name,
  description: vCampCapacity.description,
  poweredBy: vCampCapacity.poweredBy,
  location: vCampCapacity.location,
  startDate: vCampCapacity.startDate,
  endDate: vCampCapacity.endDate,
  startTime: vCampCapacity.startTime,
  endTime: vCampCapacity.endTime,
  priceCents: vCampCapacity.priceCents,
  capacity: vCampCapacity.capacity,
  seatsLeft: vCampCapacity.seatsLeft,
  flyerSha256: campFlyers.sha256,
};

/** A camp is upcoming while its first day is today or later (Zurich calendar). */
export function campWhen(when: When, now: Date): SQL {
  const today = zurichToday(now);
  return when === 'upcoming' ? gte(vCampCapacity.startDate, today) : lt(vCampCapacity.startDate, today);
}

/** Upcoming soonest first, past latest first; one day's camps by name. */
export function campOrder(when: When) {
  return [
    when === 'upcoming' ? asc(vCampCapacity.startDate) : desc(vCampCapacity.startDate),
    asc(vCampCapacity.name),
    asc(vCampCapacity.id),
  ];
}

/** Times as 'HH:MM' and the flyer as its public address, as the JSON contract carries them. */
export function toScheduleCamp<T extends { id: string; startTime: string | null; endTime: string | null }>({
  flyerSha256,
  ...row
}: T & { flyerSha256: string | null }): Omit<T, 'flyerSha256'> & { flyerUrl: string | null } {
  return {
    ...row,
    startTime: row.startTime ? formatTimeOfDay(row.startTime) : null,
    endTime: row.endTime ? formatTimeOfDay(row.endTime) : null,
    flyerUrl: flyerSha256 ? campFlyerUrl(row.id, flyerSha256) : null,
  };
}

export async function selectCamps(
  db: DbOrTx,
  { when, now, limit = LIST_LIMITS[when] }: { when: When; now: Date; limit?: number },
): Promise<ScheduleCamp[]> {
  const rows = await db
    .select(campColumns)
    .from(vCampCapacity)
    .leftJoin(campFlyers, eq(campFlyers.campId, vCampCapacity.id))
    .where(campWhen(when, now))
    .orderBy(...campOrder(when))
    .limit(limit);
  return rows.map(toScheduleCamp);
}
