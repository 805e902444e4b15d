import type { AdminParticipant } from '../../../domain/bookings/admin-participants';
import type { DbOrTx } from '../../db/client';
import { listParticipants } from '../bookings/list-participants';
import { trainingTables } from '../bookings/offer-tables';

export function listTrainingParticipants(db: DbOrTx, sessionId: string): Promise<AdminParticipant[]> {
  return listParticipants(db, trainingTables, sessionId);
}
