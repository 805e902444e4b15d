import { sql } from 'drizzle-orm';
import type { AttendanceMark } from '../../../domain/attendance/attendance-api';
import type { ReportedAbsence } from '../../../domain/bookings/absence-report';
import type { FamilyChild, WaitlistPlace } from '../../../domain/bookings/contracts';
import type { PaymentStatus } from '../../../domain/payments/status';
import type { Db } from '../../db/client';
import { children } from '../../db/schema';
import { batchedByTurn } from '../../db/turn-batch';
import type { ActiveRegistration, PaymentRow } from '../bookings/family-registrations';
import { inFamilyOf } from '../family/scope';

// The family's part of the trainings page in one named prepared statement (decision 031): its children, each with
// its active registrations of the listed trainings and their payments as JSON, through children_parent_id_idx,
// rsvps_active_child_session_idx and the payment indexes below (none of them reads a cancelled registration), and its places on those trainings' waitlists (decision 032).
// Built once per process, planned once per connection.

const registrationsOfChild = sql<RegistrationJson[]>`coalesce((
  select json_agg(json_build_object('id', r.id, 'offerId', r.session_id, 'childId', r.child_id,
    'createdAt', r.created_at, 'freeCancellationUntil', r.free_cancellation_until,
    'attendance', (select json_agg(json_build_object('day', a.day, 'status', a.status) order by a.day)
      from attendance a where a.rsvp_id = r.id),
    'absence', case when r.absence_reported_at is not null then json_build_object(
      'reportedAt', r.absence_reported_at, 'reason', r.absence_reason) end))
  from rsvps r
  where r.child_id = "children"."id" and r.cancelled_at is null
    and r.session_id = any(${sql.placeholder('sessionIds')}::uuid[])), '[]'::json)`;

// Only the payments that can count for an active registration of the listed trainings (groupRegistrations): those
// linked to one, found from the active registrations through payments_rsvp_id_idx, and those recorded without a
// link, through payments_unlinked_child_session_idx. A child who booked and cancelled a training many times has as
// many cancelled registrations and payments; none of them is read (issue 27's soak: this answer carried every one).
const paymentsOfChild = sql<PaymentJson[]>`coalesce((
  select json_agg(json_build_object('id', p.id, 'registrationId', p.rsvp_id, 'offerId', p.session_id,
    'childId', p.child_id, 'status', p.status, 'method', p.method, 'amountCents', p.amount_cents,
    'createdAt', p.created_at, 'updatedAt', p.updated_at))
  from (
    select lp.* from rsvps ar join payments lp on lp.rsvp_id = ar.id
    where ar.child_id = "children"."id" and ar.cancelled_at is null
      and ar.session_id = any(${sql.placeholder('sessionIds')}::uuid[])
    union all
    select up.* from payments up
    where up.rsvp_id is null and up.child_id = "children"."id"
      and up.session_id = any(${sql.placeholder('sessionIds')}::uuid[])) p), '[]'::json)`;

// A place is the count of entries of that queue up to this one in the queue's order (created_at, then id): a range
// of waitlist_entries_session_order_idx, found from the child through waitlist_entries_child_id_idx.
const waitlistOfChild = sql<WaitlistJson[]>`coalesce((
  select json_agg(json_build_object('offerId', w.session_id, 'place', (
    select count(*) from waitlist_entries q
    where q.session_id = w.session_id and (q.created_at, q.id) <= (w.created_at, w.id))))
  from waitlist_entries w
  where w.child_id = "children"."id" and w.session_id = any(${sql.placeholder('sessionIds')}::uuid[])), '[]'::json)`;

interface WaitlistJson {
  offerId: string;
  place: number;
}

interface RegistrationJson {
  id: string;
  offerId: string;
  childId: string;
  createdAt: string;
  /** Set on a registration from the waitlist (issue 16). */
  freeCancellationUntil: string | null;
  /** The marked days (issue 18), through attendance_rsvp_day_uidx; null when none. */
  attendance: AttendanceMark[] | null;
  /** The parents' absence report (issue 29), its instant as PostgreSQL writes it in JSON; null when none. */
  absence: ReportedAbsence | null;
}

interface PaymentJson extends Omit<PaymentRow, 'createdAt' | 'updatedAt' | 'status'> {
  status: PaymentStatus;
  createdAt: string;
  updatedAt: string;
}

// Many families at once: each user id of the batch with its family's children, through a lateral subquery, so
// PostgreSQL looks each family up by its indexes as it would for one. Exported unprepared so a test can read its plan.
export function familyTrainingsQuery(db: Db) {
  const familyChildren = sql`select ${children.id} as id, ${children.firstName} as first_name,
      ${children.lastName} as last_name, ${registrationsOfChild} as registrations, ${paymentsOfChild} as payments,
      ${waitlistOfChild} as waitlist
    from ${children} where ${inFamilyOf(sql`u.user_id` as unknown as string)}`;
  return db
    .select({
      userId: sql<string>`u.user_id`,
      id: sql<string>`c.id`,
      firstName: sql<string>`c.first_name`,
      lastName: sql<string>`c.last_name`,
      registrations: sql<RegistrationJson[]>`c.registrations`,
      payments: sql<PaymentJson[]>`c.payments`,
      waitlist: sql<WaitlistJson[]>`c.waitlist`,
    })
    .from(
      sql`unnest(${sql.placeholder('userIds')}::text[]) as u(user_id) cross join lateral (${familyChildren}) c`,
    )
    .orderBy(sql`u.user_id`, sql`c.first_name`, sql`c.last_name`, sql`c.id`);
}

function prepareFamilyTrainings(db: Db) {
  return familyTrainingsQuery(db).prepare('anpfiff_family_trainings');
}

type Row = Awaited<ReturnType<ReturnType<typeof prepareFamilyTrainings>['execute']>>[number];
type Load = (userId: string) => Promise<FamilyTrainingRows | undefined>;

/** Per database and list of trainings (one list per cache period): the batched read of families. */
const loaders = new WeakMap<Db, WeakMap<readonly string[], Load>>();

interface FamilyTrainingRows {
  children: FamilyChild[];
  registrations: ActiveRegistration[];
  payments: PaymentRow[];
  /** The children's places per training id, first in line first. */
  waitlist: Map<string, WaitlistPlace[]>;
}

/**
 * The family's children, their active registrations (with payments) and waitlist places among the given trainings. `sessionIds`
 * must be the same array for requests that may share a read (shared-trainings.ts keeps one per read of the list).
 */
export async function selectFamilyTrainingRows(
  db: Db,
  userId: string,
  sessionIds: readonly string[],
): Promise<FamilyTrainingRows> {
  let perList = loaders.get(db);
  if (!perList) {
    perList = new WeakMap();
    loaders.set(db, perList);
  }
  let load = perList.get(sessionIds);
  if (!load) {
    const statement = statementFor(db);
    const ids = [...sessionIds];
    load = batchedByTurn(async (userIds: string[]) =>
      familiesOf(await statement.execute({ userIds, sessionIds: ids })),
    );
    perList.set(sessionIds, load);
  }
  return (await load(userId)) ?? { children: [], registrations: [], payments: [], waitlist: new Map() };
}

const statements = new WeakMap<Db, ReturnType<typeof prepareFamilyTrainings>>();

function statementFor(db: Db) {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepareFamilyTrainings(db);
    statements.set(db, statement);
  }
  return statement;
}

function familiesOf(rows: Row[]): Map<string, FamilyTrainingRows> {
  const families = new Map<string, FamilyTrainingRows>();
  for (const { userId, registrations, payments, waitlist, ...child } of rows) {
    let family = families.get(userId);
    if (!family) {
      family = { children: [], registrations: [], payments: [], waitlist: new Map() };
      families.set(userId, family);
    }
    family.children.push(child);
    for (const { freeCancellationUntil, absence, ...r } of registrations) {
      family.registrations.push({
        ...r,
        createdAt: new Date(r.createdAt),
        absence: absence && { ...absence, reportedAt: new Date(absence.reportedAt).toISOString() },
        // Only when set, like the other lists: a registration made by the family itself carries no field.
        ...(freeCancellationUntil ? { freeCancellationUntil: new Date(freeCancellationUntil) } : {}),
      });
    }
    for (const p of payments) {
      family.payments.push({ ...p, createdAt: new Date(p.createdAt), updatedAt: new Date(p.updatedAt) });
    }
    for (const { offerId, place } of waitlist) {
      const places = family.waitlist.get(offerId);
      if (places) places.push({ childId: child.id, place });
      else family.waitlist.set(offerId, [{ childId: child.id, place }]);
    }
  }
  for (const family of families.values()) {
    for (const places of family.waitlist.values())
      if (places.length > 1) places.sort((a, b) => a.place - b.place);
  }
  return families;
}
