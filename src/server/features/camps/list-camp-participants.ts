import type { AdminParticipant } from '../../../domain/bookings/admin-participants';
import type { DbOrTx } from '../../db/client';
import { listParticipants } from '../bookings/list-participants';
import { campTables } from '../bookings/offer-tables';

export function listCampParticipants(db: DbOrTx, campId: string): Promise<AdminParticipant[]> {
  return listParticipants(db, campTables, campId);
}
