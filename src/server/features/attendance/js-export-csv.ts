import { excelCsv } from '../../http/excel-csv';

/** The J+S file as Swiss Excel and the NDS import read it: UTF-8 with a byte-order mark, ';', CRLF. */
export function jsExportCsv(rows: string[][]): string {
  return excelCsv(rows);
}
