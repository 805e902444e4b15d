import type { AttendanceStatus } from '../../src/domain/attendance/attendance-api';
import type { DbOrTx } from '../../src/server/db/client';
import { attendance } from '../../src/server/db/schema';
import { inserted } from './rows';

export type AttendanceRow = typeof attendance.$inferSelect;

/** A mark on a training registration (its one day) or a camp registration (one of its days). */
export async function createAttendance(
  db: DbOrTx,
  values: { day: string; status: AttendanceStatus; setBy?: string | null; setAt?: Date } & (
    | { sessionId: string; rsvpId: string }
    | { campId: string; campRsvpId: string }
  ),
): Promise<AttendanceRow> {
  const offerKind = 'sessionId' in values ? 'training' : 'camp';
  return inserted(
    await db
      .insert(attendance)
      .values({ offerKind, ...values })
      .returning(),
  );
}
