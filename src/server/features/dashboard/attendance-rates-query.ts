import { sql } from 'drizzle-orm';
import { ATTENDANCE_STATUSES, type OfferKind } from '../../../domain/attendance/attendance-api';
import { type MarkWeight, markWeight } from '../../../domain/attendance/attendance-rate';
import { ZONE } from '../../../domain/time';
import type { DbOrTx } from '../../db/client';
import { attendance, campRsvps, camps, children, rsvps, sessions } from '../../db/schema';

// The dashboard's attendance rates (issue 29) counted in the database: each marked cell of an active registration
// on a past day of a live offer, weighed by domain/attendance/attendance-rate.ts's rule (present or late: attended;
// absent: missed, or excused when the parents reported the absence on the training). The rates are ordered here so
// only the rows shown leave the database; the percent shown is the domain's.

interface Window {
  now: Date;
  /** The first and the last Zurich day counted (the last is today). */
  from: string;
  to: string;
  limit: number;
}

interface Counted extends Record<string, unknown> {
  attended: number;
  missed: number;
  excused: number;
}

type OfferRow = Counted & { kind: OfferKind; offer_id: string; title: string; day: string };
type ChildRow = Counted & { child_id: string; first_name: string; last_name: string };

/**
 * 1 where a cell (status, reported) weighs `weight`, else 0. Written out from markWeight over every status and
 * both answers of "reported", so the SQL cannot count otherwise than the domain's rule.
 */
function weighs(weight: MarkWeight) {
  const cases = ATTENDANCE_STATUSES.flatMap((status) =>
    [false, true]
      .filter((reported) => markWeight(status, reported) === weight)
      .map((reported) => sql`(status = ${status} and reported = ${reported})`),
  );
  return cases.length > 0 ? sql`(${sql.join(cases, sql` or `)})::int` : sql`0`;
}

function weighedCells({ now, from, to }: Window) {
  return sql`
    cells as (
      select 'training' as kind, a.session_id as offer_id, r.child_id, a.status,
        r.absence_reported_at is not null as reported
      from ${attendance} a
      join ${rsvps} r on r.id = a.rsvp_id and r.cancelled_at is null
      join ${sessions} s on s.id = a.session_id and s.deleted_at is null and s.starts_at <= ${now.toISOString()}::timestamptz
      where a.offer_kind = 'training' and a.day between ${from}::date and ${to}::date
      union all
      select 'camp', a.camp_id, r.child_id, a.status, false
      from ${attendance} a
      join ${campRsvps} r on r.id = a.camp_rsvp_id and r.cancelled_at is null
      join ${camps} c on c.id = a.camp_id and c.deleted_at is null
      where a.offer_kind = 'camp' and a.day between ${from}::date and ${to}::date
    ),
    weighed as (
      select kind, offer_id, child_id, ${weighs('attended')} as attended, ${weighs('missed')} as missed,
        ${weighs('excused')} as excused
      from cells
    )`;
}

const sums = sql`sum(attended)::int as attended, sum(missed)::int as missed, sum(excused)::int as excused`;

/** The latest offers with a counted mark, each with its sums. */
export async function selectOfferAttendance(db: DbOrTx, window: Window): Promise<OfferRow[]> {
  const result = await db.execute<
    Counted & { kind: OfferKind; offer_id: string; title: string; day: string }
  >(sql`
    with ${weighedCells(window)},
    offers as (select kind, offer_id, ${sums} from weighed group by kind, offer_id)
    select o.kind, o.offer_id, o.attended, o.missed, o.excused,
      coalesce(s.title, c.name) as title,
      coalesce(to_char(s.starts_at at time zone ${ZONE}, 'YYYY-MM-DD'), to_char(c.start_date, 'YYYY-MM-DD')) as day,
      coalesce(s.starts_at, c.start_date::timestamp at time zone ${ZONE}) as starts
    from offers o
    left join ${sessions} s on o.kind = 'training' and s.id = o.offer_id
    left join ${camps} c on o.kind = 'camp' and c.id = o.offer_id
    order by starts desc, o.offer_id
    limit ${window.limit}`);
  return result.rows;
}

/** The children with the lowest share attended (the most missed first among equals); excused-only ones left out. */
export async function selectLowestChildAttendance(db: DbOrTx, window: Window): Promise<ChildRow[]> {
  const result = await db.execute<ChildRow>(sql`
    with ${weighedCells(window)},
    per_child as (select child_id, ${sums} from weighed group by child_id)
    select p.child_id, p.attended, p.missed, p.excused, ch.first_name, ch.last_name
    from per_child p
    join ${children} ch on ch.id = p.child_id
    where p.attended + p.missed > 0
    order by p.attended::float / (p.attended + p.missed), p.missed desc, ch.last_name, ch.first_name, p.child_id
    limit ${window.limit}`);
  return result.rows;
}
