import { participantsCsvFileName } from '../../../domain/bookings/participant-lists';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../errors';
import { participantsCsv } from '../bookings/participants-csv';
import { selectAdminCamp } from './admin-queries';
import { listCampParticipants } from './list-camp-participants';

/** The camp's participants as a CSV file named for the camp and its first day. */
export async function exportCampParticipants(
  db: DbOrTx,
  campId: string,
): Promise<{ fileName: string; csv: string }> {
  const camp = await selectAdminCamp(db, campId);
  if (!camp) throw notFound();
  const participants = await listCampParticipants(db, campId);
  return {
    fileName: participantsCsvFileName(camp.name, camp.startDate, 'camp'),
    csv: participantsCsv(participants),
  };
}
