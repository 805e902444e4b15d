import type { OfferKind } from '../../../domain/attendance/attendance-api';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { absencesByRegistration } from '../trainings/absence-queries';
import { selectAttendanceOffer, selectConfirmedParticipants, upsertMarks } from './attendance-queries';
import { checkAttendanceDay } from './check-attendance-day';

/**
 * "Alle anwesend": every confirmed participant without a mark on the day is marked present; a child already marked
 * (absent, say) keeps its mark, so the button can follow the first absences without undoing them.
 */
export function markAllPresent(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminId: string,
  { kind, offerId, day }: { kind: OfferKind; offerId: string; day: string },
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const offer = await selectAttendanceOffer(tx, kind, offerId);
    if (!offer) throw notFound();
    checkAttendanceDay(offer, day, ctx.clock.now());
    const participants = await selectConfirmedParticipants(tx, kind, [offerId]);
    // A child its parents reported absent (issue 29) stays absent until someone marks it on its own.
    const absences = await absencesByRegistration(tx, kind, [offerId]);
    const at = ctx.clock.now();
    return upsertMarks(
      tx,
      kind,
      participants
        .filter((p) => !absences.has(p.registrationId))
        .map((p) => ({
          kind,
          offerId,
          registrationId: p.registrationId,
          day,
          status: 'present' as const,
          setBy: adminId,
          at,
        })),
      { onlyUnmarked: true },
    );
  });
}
