import type { AdminParticipant } from '../../../domain/bookings/admin-participants';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../errors';
import { toAdminParticipant } from '../bookings/participant-view';
import { isLiveSession, selectParticipants } from './admin-queries';

export async function listTrainingParticipants(db: DbOrTx, sessionId: string): Promise<AdminParticipant[]> {
  if (!(await isLiveSession(db, sessionId))) throw notFound();
  return (await selectParticipants(db, sessionId)).map(toAdminParticipant);
}
