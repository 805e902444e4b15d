import { participantsCsvFileName } from '../../../domain/bookings/participant-lists';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../errors';
import { participantsCsv } from '../bookings/participants-csv';
import { selectAdminCamp } from './admin-queries';
import { listCampParticipants } from './list-camp-participants';

/** The camp's participants (or the chosen ones) as a CSV file named for the camp and its first day. */
export async function exportCampParticipants(
  db: DbOrTx,
  campId: string,
  /** Only these children (a selection in the panel, issue 30 item 4); all when left out. */
  only?: readonly string[],
): Promise<{ fileName: string; csv: string }> {
  const camp = await selectAdminCamp(db, campId);
  if (!camp) throw notFound();
  const participants = await listCampParticipants(db, campId);
  return {
    fileName: participantsCsvFileName(camp.name, camp.startDate, 'camp'),
    csv: participantsCsv(only ? participants.filter((p) => only.includes(p.childId)) : participants),
  };
}
