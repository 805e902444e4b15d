import type { AdminParticipant } from '../../../domain/trainings/admin-trainings-api';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../errors';
import { isLiveSession, selectParticipants } from './admin-queries';
import { toAdminParticipant } from './participant-view';

export async function listTrainingParticipants(db: DbOrTx, sessionId: string): Promise<AdminParticipant[]> {
  if (!(await isLiveSession(db, sessionId))) throw notFound();
  return (await selectParticipants(db, sessionId)).map(toAdminParticipant);
}
