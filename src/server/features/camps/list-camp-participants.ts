import type { AdminParticipant } from '../../../domain/bookings/admin-participants';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../errors';
import { toAdminParticipant } from '../bookings/participant-view';
import { isLiveCamp, selectCampParticipants } from './admin-queries';

export async function listCampParticipants(db: DbOrTx, campId: string): Promise<AdminParticipant[]> {
  if (!(await isLiveCamp(db, campId))) throw notFound();
  return (await selectCampParticipants(db, campId)).map(toAdminParticipant);
}
