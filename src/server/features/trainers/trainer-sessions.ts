import type { AttendanceStatus, OfferKind } from '../../../domain/attendance/attendance-api';
import { attendanceDays, offerDays } from '../../../domain/attendance/attendance-days';
import { absenceField, marksWithAbsence } from '../../../domain/bookings/absence-report';
import { effectiveStatus } from '../../../domain/payments/status';
import { ageOn } from '../../../domain/time/birthdays';
import { zurichDateTimeToInstant, zurichToday } from '../../../domain/time/zurich';
import type { TrainerOfferResponse, TrainerSession } from '../../../domain/trainers/trainer-api';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { selectAttendanceOffer, selectMarks } from '../attendance/attendance-queries';
import { selectNotes } from '../attendance/participant-notes';
import { groupRegistrations } from '../bookings/family-registrations';
import { absencesByRegistration } from '../trainings/absence-queries';
import { selectAssignment } from './offer-trainer-queries';
import {
  selectOfferPayments,
  selectTrainerCamps,
  selectTrainerParticipants,
  selectTrainerTrainings,
  type TrainerCampRow,
  type TrainerTrainingRow,
} from './trainer-offer-queries';

// The trainer's sessions (issue 29): the next trainings and camps they are assigned to, and one of them with its
// participants as the pitch needs them. Callers have checked that the account is a trainer past the second factor.

type Ctx = Pick<AppContext, 'db' | 'clock'>;

function trainingSession(row: TrainerTrainingRow): TrainerSession {
  return {
    kind: 'training',
    id: row.id,
    title: row.title,
    location: row.location,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    lead: row.lead,
    participants: row.participants,
    waitlist: row.waitlist,
  };
}

function campSession(row: TrainerCampRow): TrainerSession {
  const lastDay = row.endDate ?? row.startDate;
  return {
    kind: 'camp',
    id: row.id,
    title: row.title,
    location: row.location,
    startsAt: zurichDateTimeToInstant(row.startDate, row.startTime ?? '00:00').toISOString(),
    endsAt: row.endTime ? zurichDateTimeToInstant(lastDay, row.endTime).toISOString() : null,
    lead: row.lead,
    participants: row.participants,
    waitlist: row.waitlist,
  };
}

/** Today's and the coming trainings and camps of the trainer, soonest first. */
export async function listTrainerSessions(ctx: Ctx, trainerId: string): Promise<TrainerSession[]> {
  const today = zurichToday(ctx.clock.now());
  const trainings = await selectTrainerTrainings(ctx.db, trainerId, zurichDateTimeToInstant(today, '00:00'));
  const camps = await selectTrainerCamps(ctx.db, trainerId, today);
  return [...trainings.map(trainingSession), ...camps.map(campSession)].sort(
    (a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id),
  );
}

/** The trainer's session of this offer; 404 when the trainer is not (or no longer) assigned to it, or it is gone. */
async function assignedSession(ctx: Ctx, trainerId: string, kind: OfferKind, offerId: string) {
  if (kind === 'training') {
    const [row] = await selectTrainerTrainings(ctx.db, trainerId, new Date(0), offerId);
    return row && trainingSession(row);
  }
  const [row] = await selectTrainerCamps(ctx.db, trainerId, '0001-01-01', offerId);
  return row && campSession(row);
}

/**
 * One offer for the trainer: its days and its registered children with age, level, photo consent, paid or not,
 * whether health information exists, their marks and the trainers' note. No parent, amount or AHV number.
 */
export async function readTrainerOffer(
  ctx: Ctx,
  trainerId: string,
  kind: OfferKind,
  offerId: string,
): Promise<TrainerOfferResponse> {
  const session = await assignedSession(ctx, trainerId, kind, offerId);
  const offer = session && (await selectAttendanceOffer(ctx.db, kind, offerId));
  if (!session || !offer) throw notFound();
  const firstDay = offerDays(offer)[0]!;
  const rows = await selectTrainerParticipants(ctx.db, kind, offerId);
  const payments = await selectOfferPayments(
    ctx.db,
    kind,
    offerId,
    rows.map((r) => r.childId),
  );
  const registrations =
    groupRegistrations(
      rows.map((r) => ({ id: r.registrationId, offerId, childId: r.childId, createdAt: r.registeredAt })),
      payments,
    ).get(offerId) ?? [];
  const paymentOf = new Map(registrations.map((r) => [r.childId, r.payment]));
  const registrationIds = rows.map((r) => r.registrationId);
  const marks = await selectMarks(ctx.db, kind, [offerId]);
  const notes = await selectNotes(ctx.db, kind, registrationIds);
  const absences = await absencesByRegistration(ctx.db, kind, [offerId]);
  return {
    session,
    days: attendanceDays(offer, ctx.clock.now()),
    participants: rows.map((row) => ({
      childId: row.childId,
      firstName: row.firstName,
      lastName: row.lastName,
      age: firstDay < row.dateOfBirth ? 0 : ageOn(row.dateOfBirth, firstDay),
      level: row.level,
      photoConsent: row.photoConsent,
      paid: effectiveStatus(paymentOf.get(row.childId)) === 'SUCCEEDED',
      hasHealthInfo: row.hasHealthInfo,
      marks: marksWithAbsence(
        Object.fromEntries(
          marks
            .filter((m) => m.registrationId === row.registrationId)
            .map((m): [string, AttendanceStatus] => [m.day, m.status]),
        ),
        firstDay,
        absences.get(row.registrationId),
      ),
      note: notes.get(row.registrationId) ?? null,
      ...absenceField(absences.get(row.registrationId)),
    })),
  };
}

/** 404 unless the trainer is assigned to this live offer: every trainer route on an offer asks first. */
export async function assertAssigned(
  ctx: Ctx,
  trainerId: string,
  kind: OfferKind,
  offerId: string,
): Promise<void> {
  if (!(await selectAssignment(ctx.db, kind, offerId, trainerId))) throw notFound();
}
