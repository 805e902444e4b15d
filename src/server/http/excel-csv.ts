import { stringify } from 'csv-stringify/sync';

// Every CSV we hand out is opened in Swiss Excel: UTF-8 with a byte-order mark (else umlauts break), ';' between
// fields (the de-CH list separator) and CRLF line ends. A cell is text a parent typed (names, notes, a shop order),
// and Excel runs a cell that starts with = + - @ (or a tab/CR before one) as a formula: such text gets a leading
// apostrophe, which Excel shows as plain text (OWASP "CSV injection"). Plain numbers, negative amounts included,
// stay numbers.

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/** A cell as Excel will read it as text, never as a formula. */
export function inertCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** Rows (the header first) as the CSV file Swiss Excel opens as it is. */
export function excelCsv(rows: readonly (readonly unknown[])[]): string {
  return stringify(rows as unknown[][], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    cast: { string: inertCell },
  });
}
