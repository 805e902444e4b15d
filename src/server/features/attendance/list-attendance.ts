import type { AttendanceSheet, OfferKind } from '../../../domain/attendance/attendance-api';
import { attendanceDays, offerDays } from '../../../domain/attendance/attendance-days';
import { absenceField, marksWithAbsence } from '../../../domain/bookings/absence-report';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { absencesByRegistration } from '../trainings/absence-queries';
import { selectAttendanceOffer, selectConfirmedParticipants, selectMarks } from './attendance-queries';
import { selectMarkAuthors } from './mark-authors';

/**
 * The attendance sheet of a training or camp: its days (open from the first) and its confirmed participants, a
 * training's reported absence counted as an excused absence, and who set each mark when (issue 29).
 */
export async function listAttendance(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  { kind, offerId }: { kind: OfferKind; offerId: string },
): Promise<AttendanceSheet> {
  const offer = await selectAttendanceOffer(ctx.db, kind, offerId);
  if (!offer) throw notFound();
  const participants = await selectConfirmedParticipants(ctx.db, kind, [offerId]);
  const marks = await selectMarks(ctx.db, kind, [offerId]);
  const absences = await absencesByRegistration(ctx.db, kind, [offerId]);
  const authors = await selectMarkAuthors(ctx.db, kind, [offerId]);
  const firstDay = offerDays(offer)[0]!;
  return {
    days: attendanceDays(offer, ctx.clock.now()),
    participants: participants.map(({ offerId: _, registrationId, ...child }) => {
      const absence = absences.get(registrationId);
      const own = Object.fromEntries(
        marks.filter((m) => m.registrationId === registrationId).map((m) => [m.day, m.status]),
      );
      const markedBy = Object.fromEntries(
        authors
          .filter((a) => a.registrationId === registrationId)
          .map(({ registrationId: _, day, ...a }) => [day, a]),
      );
      return {
        ...child,
        marks: marksWithAbsence(own, firstDay, absence),
        ...absenceField(absence),
        markedBy,
      };
    }),
  };
}
