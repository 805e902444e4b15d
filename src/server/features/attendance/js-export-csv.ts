import { stringify } from 'csv-stringify/sync';

/** The J+S file as Swiss Excel and the NDS import read it: UTF-8 with a byte-order mark, ';', CRLF. */
export function jsExportCsv(rows: string[][]): string {
  return stringify(rows, { bom: true, delimiter: ';', record_delimiter: 'windows' });
}
