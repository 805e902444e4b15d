import { type SQL, sql } from 'drizzle-orm';
import type { ReminderKind } from '../../../domain/reminders/reminder-kinds';
import { addDays, zurichToday } from '../../../domain/time';
import type { DbOrTx } from '../../db/client';
import { instantOf } from '../payments/family-queries';
import { isUnpaidSql } from '../payments/unpaid-sql';

// The bookings and payments a reminder may be due for, found by coarse bounds that the indexes answer (upcoming
// trainings by start, camps by first day); whether each is due exactly is decided by the domain's windows.
// Only what has no reminder of its kind yet is read.

interface ReminderOfferDetails {
  id: string;
  title: string;
  location: string;
  /** Training end; null for camps. */
  endsAt: Date | null;
  /** Camp last day and hours; null for trainings. */
  endDate: string | null;
  endTime: string | null;
}

/** An offer as the domain's windows read it (ReminderOffer), with what the messages name. */
export type CandidateOffer = (
  | { kind: 'training'; startsAt: Date }
  | { kind: 'camp'; startDate: string; startTime: string | null }
) &
  ReminderOfferDetails;

export interface ReminderCandidate {
  kind: ReminderKind;
  /** The registration (start reminders) or the payment (payment reminders). */
  subjectId: string;
  bookedAt: Date;
  offer: CandidateOffer;
  child: { id: string; firstName: string; lastName: string; parentId: string };
  /** What is owed (payment reminders). */
  amountCents: number | null;
}

interface Row extends Record<string, unknown> {
  subject_id: string;
  booked_at: Date | string;
  offer_id: string;
  title: string;
  location: string;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  start_date: string | null;
  start_time: string | null;
  end_date: string | null;
  end_time: string | null;
  child_id: string;
  first_name: string;
  last_name: string;
  parent_id: string;
  amount_cents: number | null;
}

function toCandidate(kind: ReminderKind, row: Row): ReminderCandidate {
  const details = {
    id: row.offer_id,
    title: row.title,
    location: row.location,
    endsAt: instantOf(row.ends_at),
    endDate: row.end_date,
    endTime: row.end_time,
  };
  const startsAt = instantOf(row.starts_at);
  const offer: CandidateOffer = startsAt
    ? { kind: 'training', startsAt, ...details }
    : { kind: 'camp', startDate: row.start_date ?? '', startTime: row.start_time, ...details };
  return {
    kind,
    subjectId: row.subject_id,
    bookedAt: instantOf(row.booked_at) ?? new Date(0),
    offer,
    child: { id: row.child_id, firstName: row.first_name, lastName: row.last_name, parentId: row.parent_id },
    amountCents: row.amount_cents,
  };
}

const notSent = (kind: ReminderKind, subject: SQL) =>
  sql`not exists (select 1 from reminder_deliveries d where d.kind = ${kind} and d.subject_id = ${subject})`;

const HOUR_MS = 3_600_000;

const trainingColumns = sql`s.id as offer_id, s.title, s.location, s.starts_at, s.ends_at, null::date as start_date,
  null::time as start_time, null::date as end_date, null::time as end_time,
  c.id as child_id, c.first_name, c.last_name, c.parent_id`;

const campColumns = sql`k.id as offer_id, k.name as title, k.location, null::timestamptz as starts_at,
  null::timestamptz as ends_at, k.start_date, k.start_time, k.end_date, k.end_time,
  c.id as child_id, c.first_name, c.last_name, c.parent_id`;

/** Active registrations of trainings starting within the next day (the reminder is due 24 h before). */
async function trainingStarts(db: DbOrTx, now: Date): Promise<ReminderCandidate[]> {
  const { rows } = await db.execute<Row>(sql`
    select r.id as subject_id, r.created_at as booked_at, null::int as amount_cents, ${trainingColumns}
    from sessions s
    join rsvps r on r.session_id = s.id and r.cancelled_at is null
    join children c on c.id = r.child_id
    where s.deleted_at is null and s.starts_at > ${now} and s.starts_at <= ${new Date(now.getTime() + 25 * HOUR_MS)}
      and ${notSent('TRAINING_START', sql`r.id`)}`);
  return rows.map((row) => toCandidate('TRAINING_START', row));
}

/** Active registrations of camps whose first day is within the next four days in Zurich. */
async function campStarts(db: DbOrTx, now: Date): Promise<ReminderCandidate[]> {
  const today = zurichToday(now);
  const { rows } = await db.execute<Row>(sql`
    select r.id as subject_id, r.created_at as booked_at, null::int as amount_cents, ${campColumns}
    from camps k
    join camp_rsvps r on r.camp_id = k.id and r.cancelled_at is null
    join children c on c.id = r.child_id
    where k.deleted_at is null and k.start_date between ${today}::date and ${addDays(today, 4)}::date
      and ${notSent('CAMP_START', sql`r.id`)}`);
  return rows.map((row) => toCandidate('CAMP_START', row));
}

/** What differs between a training's and a camp's payment reminders: the kinds, tables and "not begun yet". */
interface PaymentReminderSource {
  open: ReminderKind;
  lastCall: ReminderKind;
  columns: SQL;
  /** The offers (alias s or k) joined with their active registrations (alias r). */
  registrations: SQL;
  payments: 'payments' | 'camp_payments';
  registrationColumn: 'rsvp_id' | 'camp_rsvp_id';
  /** The offer is live and has not begun. */
  upcoming: SQL;
}

const paymentReminderSources = (now: Date): PaymentReminderSource[] => [
  {
    open: 'TRAINING_PAYMENT_OPEN',
    lastCall: 'TRAINING_PAYMENT_LAST_CALL',
    columns: trainingColumns,
    registrations: sql`sessions s
    join rsvps r on r.session_id = s.id and r.cancelled_at is null`,
    payments: 'payments',
    registrationColumn: 'rsvp_id',
    upcoming: sql`s.deleted_at is null and s.starts_at > ${now}`,
  },
  {
    open: 'CAMP_PAYMENT_OPEN',
    lastCall: 'CAMP_PAYMENT_LAST_CALL',
    columns: campColumns,
    registrations: sql`camps k
    join camp_rsvps r on r.camp_id = k.id and r.cancelled_at is null`,
    payments: 'camp_payments',
    registrationColumn: 'camp_rsvp_id',
    // A camp that has not begun: its first day is today or later.
    upcoming: sql`k.deleted_at is null and k.start_date >= ${zurichToday(now)}::date`,
  },
];

/** Open (or failed) payments of the active registrations of offers not begun yet, the latest of their booking. */
async function openPayments(db: DbOrTx, source: PaymentReminderSource): Promise<ReminderCandidate[]> {
  const payments = sql.raw(source.payments);
  const registration = sql.raw(source.registrationColumn);
  const { rows } = await db.execute<Row & { open_sent: boolean; last_sent: boolean }>(sql`
    select p.id as subject_id, r.created_at as booked_at, p.amount_cents, ${source.columns},
      not ${notSent(source.open, sql`p.id`)} as open_sent,
      not ${notSent(source.lastCall, sql`p.id`)} as last_sent
    from ${source.registrations}
    join ${payments} p on p.${registration} = r.id
    join children c on c.id = r.child_id
    where ${source.upcoming}
      and ${isUnpaidSql('p.status')} and p.amount_cents > 0
      and not exists (select 1 from ${payments} newer where newer.${registration} = r.id and newer.id <> p.id
        and (newer.updated_at, newer.created_at) > (p.updated_at, p.created_at))`);
  return rows.flatMap((row) => [
    ...(row.open_sent ? [] : [toCandidate(source.open, row)]),
    ...(row.last_sent ? [] : [toCandidate(source.lastCall, row)]),
  ]);
}

export async function findReminderCandidates(db: DbOrTx, now: Date): Promise<ReminderCandidate[]> {
  const found = await Promise.all([
    trainingStarts(db, now),
    campStarts(db, now),
    ...paymentReminderSources(now).map((source) => openPayments(db, source)),
  ]);
  return found.flat();
}
