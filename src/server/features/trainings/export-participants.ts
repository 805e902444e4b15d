import { stringify } from 'csv-stringify/sync';
import { zurichToday } from '../../../domain/time';
import { participantsCsvFileName, participantsCsvRows } from '../../../domain/trainings/participant-lists';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../errors';
import { selectAdminTrainingsByIds } from './admin-queries';
import { listTrainingParticipants } from './list-participants';

/**
 * The participants as a CSV file that Swiss Excel opens as it is: UTF-8 with a byte-order mark (else umlauts
 * break), ';' between fields (the separator of the de-CH locale) and CRLF line ends.
 */
export async function exportTrainingParticipants(
  db: DbOrTx,
  sessionId: string,
): Promise<{ fileName: string; csv: string }> {
  const [training] = await selectAdminTrainingsByIds(db, [sessionId]);
  if (!training) throw notFound();
  const participants = await listTrainingParticipants(db, sessionId);
  const csv = stringify(participantsCsvRows(participants), {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
  });
  return { fileName: participantsCsvFileName(training.title, zurichToday(training.startsAt)), csv };
}
