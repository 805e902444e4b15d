import { absenceField } from '../../../domain/bookings/absence-report';
import type { AdminParticipant } from '../../../domain/bookings/admin-participants';
import type { DbOrTx } from '../../db/client';
import { listParticipants } from '../bookings/list-participants';
import { trainingTables } from '../bookings/offer-tables';
import { absencesBy, selectReportedAbsences } from './absence-queries';

/** The panel's participants, each with the absence its parents reported (issue 29). */
export async function listTrainingParticipants(db: DbOrTx, sessionId: string): Promise<AdminParticipant[]> {
  const participants = await listParticipants(db, trainingTables, sessionId);
  const absences = absencesBy(await selectReportedAbsences(db, [sessionId]), 'childId');
  return participants.map((p) => ({ ...p, ...absenceField(absences.get(p.childId)) }));
}
