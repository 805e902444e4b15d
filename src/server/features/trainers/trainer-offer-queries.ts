import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { OfferKind } from '../../../domain/attendance/attendance-api';
import type { DbOrTx } from '../../db/client';
import {
  campPayments,
  campRsvps,
  camps,
  campTrainers,
  children,
  payments,
  rsvps,
  sessions,
  sessionTrainers,
  waitlistEntries,
} from '../../db/schema';
import type { PaymentRow } from '../bookings/family-registrations';

// What the trainer area reads of the offers a trainer is assigned to. Only the columns a session at the pitch needs
// are selected: no AHV, no parent, no amount leaves this file but the payment rows that decide "paid".

/** How many of a trainer's next offers of each kind the list shows. */
const NEXT_OFFERS = 30;

export interface TrainerTrainingRow {
  id: string;
  title: string;
  location: string;
  startsAt: Date;
  endsAt: Date | null;
  lead: boolean;
  participants: number;
  waitlist: number;
}

const activeRsvps = (sessionId: typeof sessions.id) =>
  sql<number>`(select count(*) from ${rsvps} where ${rsvps.sessionId} = ${sessionId} and ${rsvps.cancelledAt} is null)`.mapWith(
    Number,
  );
const sessionWaitlist = (sessionId: typeof sessions.id) =>
  sql<number>`(select count(*) from ${waitlistEntries} where ${waitlistEntries.sessionId} = ${sessionId})`.mapWith(
    Number,
  );
const activeCampRsvps = (campId: typeof camps.id) =>
  sql<number>`(select count(*) from ${campRsvps} where ${campRsvps.campId} = ${campId} and ${campRsvps.cancelledAt} is null)`.mapWith(
    Number,
  );
const campWaitlist = (campId: typeof camps.id) =>
  sql<number>`(select count(*) from ${waitlistEntries} where ${waitlistEntries.campId} = ${campId})`.mapWith(
    Number,
  );

/** The trainer's live trainings starting from `from` on (today's first minute, so today's stay listed). */
export function selectTrainerTrainings(
  db: DbOrTx,
  trainerId: string,
  from: Date,
  offerId?: string,
): Promise<TrainerTrainingRow[]> {
  return db
    .select({
      id: sessions.id,
      title: sessions.title,
      location: sessions.location,
      startsAt: sessions.startsAt,
      endsAt: sessions.endsAt,
      lead: sessionTrainers.lead,
      participants: activeRsvps(sessions.id),
      waitlist: sessionWaitlist(sessions.id),
    })
    .from(sessionTrainers)
    .innerJoin(sessions, eq(sessions.id, sessionTrainers.sessionId))
    .where(
      and(
        eq(sessionTrainers.trainerId, trainerId),
        isNull(sessions.deletedAt),
        offerId === undefined ? gte(sessions.startsAt, from) : eq(sessions.id, offerId),
      ),
    )
    .orderBy(asc(sessions.startsAt), asc(sessions.id))
    .limit(NEXT_OFFERS);
}

export interface TrainerCampRow {
  id: string;
  title: string;
  location: string;
  startDate: string;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  lead: boolean;
  participants: number;
  waitlist: number;
}

/** The trainer's live camps whose last day is `today` or later. */
export function selectTrainerCamps(
  db: DbOrTx,
  trainerId: string,
  today: string,
  offerId?: string,
): Promise<TrainerCampRow[]> {
  return db
    .select({
      id: camps.id,
      title: camps.name,
      location: camps.location,
      startDate: camps.startDate,
      endDate: camps.endDate,
      startTime: camps.startTime,
      endTime: camps.endTime,
      lead: campTrainers.lead,
      participants: activeCampRsvps(camps.id),
      waitlist: campWaitlist(camps.id),
    })
    .from(campTrainers)
    .innerJoin(camps, eq(camps.id, campTrainers.campId))
    .where(
      and(
        eq(campTrainers.trainerId, trainerId),
        isNull(camps.deletedAt),
        offerId === undefined
          ? gte(sql`coalesce(${camps.endDate}, ${camps.startDate})`, today)
          : eq(camps.id, offerId),
      ),
    )
    .orderBy(asc(camps.startDate), asc(camps.id))
    .limit(NEXT_OFFERS);
}

export interface TrainerParticipantRow {
  registrationId: string;
  childId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  level: string | null;
  photoConsent: boolean;
  hasHealthInfo: boolean;
  registeredAt: Date;
}

const registrationsOf = {
  training: {
    table: rsvps,
    id: rsvps.id,
    offerId: rsvps.sessionId,
    childId: rsvps.childId,
    cancelledAt: rsvps.cancelledAt,
    createdAt: rsvps.createdAt,
  },
  camp: {
    table: campRsvps,
    id: campRsvps.id,
    offerId: campRsvps.campId,
    childId: campRsvps.childId,
    cancelledAt: campRsvps.cancelledAt,
    createdAt: campRsvps.createdAt,
  },
} as const;

/** The offer's registered children, in name order. */
export function selectTrainerParticipants(
  db: DbOrTx,
  kind: OfferKind,
  offerId: string,
): Promise<TrainerParticipantRow[]> {
  const r = registrationsOf[kind];
  return db
    .select({
      registrationId: r.id,
      childId: children.id,
      firstName: children.firstName,
      lastName: children.lastName,
      dateOfBirth: children.dateOfBirth,
      level: children.level,
      photoConsent: children.photoConsentFamily,
      hasHealthInfo: sql<boolean>`${children.healthInfoEncrypted} is not null`.mapWith(Boolean),
      registeredAt: r.createdAt,
    })
    .from(r.table)
    .innerJoin(children, eq(children.id, r.childId))
    .where(and(eq(r.offerId, offerId), isNull(r.cancelledAt)))
    .orderBy(asc(children.lastName), asc(children.firstName), asc(children.id));
}

/** The offer's payments of these registrations (or without a link, as old records are), to tell paid from not. */
export function selectOfferPayments(
  db: DbOrTx,
  kind: OfferKind,
  offerId: string,
  childIds: readonly string[],
): Promise<PaymentRow[]> {
  if (childIds.length === 0) return Promise.resolve([]);
  if (kind === 'training') {
    return db
      .select({
        id: payments.id,
        registrationId: payments.rsvpId,
        offerId: payments.sessionId,
        childId: payments.childId,
        status: payments.status,
        method: payments.method,
        amountCents: payments.amountCents,
        createdAt: payments.createdAt,
        updatedAt: payments.updatedAt,
      })
      .from(payments)
      .where(and(eq(payments.sessionId, offerId), inArray(payments.childId, [...childIds])));
  }
  return db
    .select({
      id: campPayments.id,
      registrationId: campPayments.campRsvpId,
      offerId: campPayments.campId,
      childId: campPayments.childId,
      status: campPayments.status,
      method: campPayments.method,
      amountCents: campPayments.amountCents,
      createdAt: campPayments.createdAt,
      updatedAt: campPayments.updatedAt,
    })
    .from(campPayments)
    .where(and(eq(campPayments.campId, offerId), inArray(campPayments.childId, [...childIds])));
}
