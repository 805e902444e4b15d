import type { OfferKind } from '../../../domain/attendance/attendance-api';
import { refuseAttendanceDay } from '../../../domain/attendance/attendance-days';
import type {
  TrainerMark,
  TrainerMarkOutcome,
  TrainerMarksResponse,
} from '../../../domain/trainers/trainer-api';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import {
  holdActiveRegistration,
  selectAttendanceOffer,
  selectMarks,
  upsertDeviceMark,
} from './attendance-queries';

/**
 * Marks a trainer made on a phone, at once or synced later from the offline queue (decision 050). Each is applied
 * once and the latest made wins (upsertDeviceMark); a device clock ahead of ours counts as now, so a wrong clock
 * cannot pin a cell. Every mark that reaches a cell, and every one a later mark outdid, is audited with who made it
 * and when; a replay of one already applied changes nothing and is not recorded again. A mark for a child no longer
 * registered, or for a day not open, is refused alone, so one stale mark never blocks a queue.
 */
export function applyDeviceMarks(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
  { kind, offerId, marks }: { kind: OfferKind; offerId: string; marks: readonly TrainerMark[] },
): Promise<TrainerMarksResponse> {
  return ctx.db.transaction(async (tx) => {
    const offer = await selectAttendanceOffer(tx, kind, offerId);
    if (!offer) throw notFound();
    const now = ctx.clock.now();
    const results = new Map<string, TrainerMarkOutcome>();
    /** The named cells: registration and day, by child. */
    const named = new Map<string, { childId: string; registrationId: string; day: string }>();
    // In the order they were made, so a batch holding two marks of one cell ends with the later one.
    const ordered = [...marks].sort((a, b) => Date.parse(a.markedAt) - Date.parse(b.markedAt));
    for (const mark of ordered) {
      const refusal = refuseAttendanceDay(offer, mark.day, now);
      if (refusal) {
        const code = refusal === 'NOT_A_DAY' ? 'ATTENDANCE_NOT_A_DAY' : 'ATTENDANCE_NOT_YET';
        results.set(mark.markId, { markId: mark.markId, outcome: 'refused', code });
        continue;
      }
      const registrationId = await holdActiveRegistration(tx, kind, offerId, mark.childId);
      if (!registrationId) {
        results.set(mark.markId, {
          markId: mark.markId,
          outcome: 'refused',
          code: 'ATTENDANCE_NOT_CONFIRMED',
        });
        continue;
      }
      const markedAt = new Date(Math.min(Date.parse(mark.markedAt), now.getTime()));
      const { applied, storedMarkId } = await upsertDeviceMark(tx, kind, {
        kind,
        offerId,
        registrationId,
        day: mark.day,
        status: mark.status,
        setBy: userId,
        at: now,
        markId: mark.markId,
        markedAt,
      });
      const replay = !applied && storedMarkId === mark.markId;
      results.set(mark.markId, {
        markId: mark.markId,
        outcome: applied || replay ? 'applied' : 'superseded',
      });
      if (!replay) {
        await recordAudit(tx, {
          actorId: userId,
          action: kind === 'training' ? 'training.attendance_mark' : 'camp.attendance_mark',
          subject: { type: kind, id: offerId },
          details: {
            childId: mark.childId,
            day: mark.day,
            status: mark.status,
            markId: mark.markId,
            markedAt: markedAt.toISOString(),
            ...(applied ? {} : { superseded: true }),
          },
          at: now,
        });
      }
      named.set(`${registrationId}/${mark.day}`, { childId: mark.childId, registrationId, day: mark.day });
    }
    const stored = await selectMarks(tx, kind, [offerId]);
    return {
      results: marks.flatMap((mark) => results.get(mark.markId) ?? []),
      marks: stored.flatMap((cell) => {
        const cellOf = named.get(`${cell.registrationId}/${cell.day}`);
        return cellOf ? [{ childId: cellOf.childId, day: cell.day, status: cell.status }] : [];
      }),
    };
  });
}
