import { participantsCsvFileName } from '../../../domain/bookings/participant-lists';
import { zurichToday } from '../../../domain/time';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../errors';
import { participantsCsv } from '../bookings/participants-csv';
import { selectAdminTrainingsByIds } from './admin-queries';
import { listTrainingParticipants } from './list-participants';

/** The training's participants (or the chosen ones) as a CSV file named for the training and its day. */
export async function exportTrainingParticipants(
  db: DbOrTx,
  sessionId: string,
  /** Only these children (a selection in the panel, issue 30 item 4); all when left out. */
  only?: readonly string[],
): Promise<{ fileName: string; csv: string }> {
  const [training] = await selectAdminTrainingsByIds(db, [sessionId]);
  if (!training) throw notFound();
  const participants = await listTrainingParticipants(db, sessionId);
  return {
    fileName: participantsCsvFileName(training.title, zurichToday(training.startsAt), 'training'),
    csv: participantsCsv(only ? participants.filter((p) => only.includes(p.childId)) : participants),
  };
}
