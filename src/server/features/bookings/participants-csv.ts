import type { AdminParticipant } from '../../../domain/bookings/admin-participants';
import { participantsCsvRows } from '../../../domain/bookings/participant-lists';
import { excelCsv } from '../../http/excel-csv';

/**
 * A participants list (training or camp) as a CSV file that Swiss Excel opens as it is: UTF-8 with a byte-order
 * mark (else umlauts break), ';' between fields (the separator of the de-CH locale) and CRLF line ends.
 */
export function participantsCsv(participants: readonly AdminParticipant[]): string {
  return excelCsv(participantsCsvRows(participants));
}
