import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { OfferKind } from '../../../domain/attendance/attendance-api';
import type { ReportedAbsence } from '../../../domain/bookings/absence-report';
import type { DbOrTx, Tx } from '../../db/client';
import { rsvps } from '../../db/schema';

// The parents' absence reports (issue 29) live on the training registration itself (rsvps.absence_*): one per
// registration, set once. This file is where they are written and read; the trainer area, the back office, the J+S
// file and the trainers' alerts read them through selectReportedAbsences.

const absenceColumns = { reportedAt: rsvps.absenceReportedAt, reason: rsvps.absenceReason };

function toAbsence(row: { reportedAt: Date | null; reason: string | null }): ReportedAbsence | null {
  return row.reportedAt ? { reportedAt: row.reportedAt.toISOString(), reason: row.reason } : null;
}

/**
 * Records the report on a registration the caller holds FOR UPDATE, unless one is recorded already: the first
 * report stands. Answers the report now in force and whether this call wrote it.
 */
export async function recordAbsence(
  tx: Tx,
  registrationId: string,
  report: { by: string; at: Date; reason: string | null },
): Promise<{ absence: ReportedAbsence; written: boolean }> {
  const [written] = await tx
    .update(rsvps)
    .set({ absenceReportedAt: report.at, absenceReportedBy: report.by, absenceReason: report.reason })
    .where(and(eq(rsvps.id, registrationId), isNull(rsvps.absenceReportedAt)))
    .returning(absenceColumns);
  if (written) return { absence: toAbsence(written)!, written: true };
  const [stored] = await tx.select(absenceColumns).from(rsvps).where(eq(rsvps.id, registrationId));
  return { absence: toAbsence(stored!)!, written: false };
}

/** A reported absence with the registration it belongs to. */
export interface ReportedAbsenceRow extends ReportedAbsence {
  registrationId: string;
  sessionId: string;
  childId: string;
}

/** The reported absences of the trainings' active registrations. */
export async function selectReportedAbsences(
  db: DbOrTx,
  sessionIds: readonly string[],
): Promise<ReportedAbsenceRow[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .select({
      registrationId: rsvps.id,
      sessionId: rsvps.sessionId,
      childId: rsvps.childId,
      ...absenceColumns,
    })
    .from(rsvps)
    .where(
      and(
        inArray(rsvps.sessionId, [...sessionIds]),
        isNull(rsvps.cancelledAt),
        isNotNull(rsvps.absenceReportedAt),
      ),
    );
  return rows.map(({ reportedAt, reason, ...registration }) => ({
    ...registration,
    ...toAbsence({ reportedAt, reason })!,
  }));
}

/** The absences by a key of their registration (its id, its child), without the registration's columns. */
export function absencesBy(
  rows: readonly ReportedAbsenceRow[],
  key: 'registrationId' | 'childId',
): Map<string, ReportedAbsence> {
  return new Map(rows.map((row) => [row[key], { reportedAt: row.reportedAt, reason: row.reason }]));
}

/** The offers' reported absences by registration id; a camp's are none (absences are reported on trainings). */
export async function absencesByRegistration(
  db: DbOrTx,
  kind: OfferKind,
  offerIds: readonly string[],
): Promise<Map<string, ReportedAbsence>> {
  if (kind === 'camp') return new Map();
  return absencesBy(await selectReportedAbsences(db, offerIds), 'registrationId');
}
