// How attendance is counted for a rate (issue 29, the admin dashboard's "Anwesenheit"): a marked cell counts as
// there when the child was present or late, as missed when absent, and not at all when the absence was excused
// (the parents reported it, decision 050's amendment): a child reported ill is not held against its rate. Cells
// not marked yet count nowhere. markWeight is the rule's one statement: the SQL behind the dashboard
// (features/dashboard/attendance-rates-query.ts) writes its counting out of it.
import type { AttendanceStatus } from './attendance-api';

/** The dashboard looks back this many days, today included. */
export const ATTENDANCE_RATE_DAYS = 90;

export type MarkWeight = 'attended' | 'missed' | 'excused';

export function markWeight(status: AttendanceStatus, absenceReported: boolean): MarkWeight {
  if (status === 'present' || status === 'late') return 'attended';
  return absenceReported ? 'excused' : 'missed';
}

export interface AttendanceCounts {
  attended: number;
  missed: number;
  excused: number;
}

/** Attended over attended and missed, in whole percent (rounded); null while nothing counts. */
export function attendanceRate({
  attended,
  missed,
}: Pick<AttendanceCounts, 'attended' | 'missed'>): number | null {
  const counted = attended + missed;
  return counted === 0 ? null : Math.round((attended / counted) * 100);
}
