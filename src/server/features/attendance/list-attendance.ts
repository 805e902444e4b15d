import type { AttendanceSheet, OfferKind } from '../../../domain/attendance/attendance-api';
import { attendanceDays } from '../../../domain/attendance/attendance-days';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { selectAttendanceOffer, selectConfirmedParticipants, selectMarks } from './attendance-queries';

/** The attendance sheet of a training or camp: its days (open from the first) and its confirmed participants. */
export async function listAttendance(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  { kind, offerId }: { kind: OfferKind; offerId: string },
): Promise<AttendanceSheet> {
  const offer = await selectAttendanceOffer(ctx.db, kind, offerId);
  if (!offer) throw notFound();
  const participants = await selectConfirmedParticipants(ctx.db, kind, [offerId]);
  const marks = await selectMarks(ctx.db, kind, [offerId]);
  return {
    days: attendanceDays(offer, ctx.clock.now()),
    participants: participants.map(({ offerId: _, registrationId, ...child }) => ({
      ...child,
      marks: Object.fromEntries(
        marks.filter((m) => m.registrationId === registrationId).map((m) => [m.day, m.status]),
      ),
    })),
  };
}
