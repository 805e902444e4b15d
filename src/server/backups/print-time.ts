import { formatDate, zurichDateTimeOf } from '../../domain/time';

/** An instant as the backup scripts print it: Zurich date and time to the second. */
export function printTime(at: Date): string {
  return `${formatDate(at)} ${zurichDateTimeOf(at).time} (Zürich)`;
}
