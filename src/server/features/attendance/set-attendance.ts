import type { AttendanceStatus, OfferKind } from '../../../domain/attendance/attendance-api';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { deleteMark, holdActiveRegistration, selectAttendanceOffer, upsertMarks } from './attendance-queries';
import { checkAttendanceDay } from './check-attendance-day';

// One cell of the sheet: a confirmed participant on a day of the offer that has come. Last write wins; the same
// status again, or clearing an empty cell, changes nothing, so a retried tap at the pitch is harmless. The cell
// itself records who set it and when, so a tap is not an audit row of its own (decision 039).

interface CellRef {
  kind: OfferKind;
  offerId: string;
  childId: string;
  day: string;
}

/** The registration the cell belongs to, after the offer, the day and the participant are checked. */
async function checkedRegistration(ctx: Pick<AppContext, 'clock'>, tx: Tx, cell: CellRef): Promise<string> {
  const offer = await selectAttendanceOffer(tx, cell.kind, cell.offerId);
  if (!offer) throw notFound();
  checkAttendanceDay(offer, cell.day, ctx.clock.now());
  const registrationId = await holdActiveRegistration(tx, cell.kind, cell.offerId, cell.childId);
  if (!registrationId) throw new AppError('ATTENDANCE_NOT_CONFIRMED', 409);
  return registrationId;
}

export function setAttendance(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminId: string,
  cell: CellRef & { status: AttendanceStatus },
): Promise<void> {
  return ctx.db.transaction(async (tx) => {
    const registrationId = await checkedRegistration(ctx, tx, cell);
    await upsertMarks(tx, cell.kind, [{ ...cell, registrationId, setBy: adminId, at: ctx.clock.now() }]);
  });
}

export function clearAttendance(ctx: Pick<AppContext, 'db' | 'clock'>, cell: CellRef): Promise<void> {
  return ctx.db.transaction(async (tx) => {
    const registrationId = await checkedRegistration(ctx, tx, cell);
    await deleteMark(tx, cell.kind, registrationId, cell.day);
  });
}
