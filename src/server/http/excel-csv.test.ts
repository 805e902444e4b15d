import { describe, expect, it } from 'vitest';
import { excelCsv, inertCell } from './excel-csv';

describe('excelCsv', () => {
  it('writes a byte-order mark, semicolons and CRLF line ends', () => {
    expect(
      excelCsv([
        ['Name', 'Betrag'],
        ['Müller; Anna', '25.00'],
      ]),
    ).toBe('\uFEFFName;Betrag\r\n"Müller; Anna";25.00\r\n');
  });

  it('turns typed text that Excel would run as a formula into plain text', () => {
    const csv = excelCsv([
      ['=HYPERLINK("http://x.test","Klick")', '+41 79 123 45 67', '@SUM(A1)', '-Anna', '\t=1'],
    ]);
    expect(csv).toBe(
      '\uFEFF"\'=HYPERLINK(""http://x.test"",""Klick"")";\'+41 79 123 45 67;\'@SUM(A1);\'-Anna;\'\t=1\r\n',
    );
  });

  it('leaves numbers, negative amounts and ordinary text alone', () => {
    for (const value of ['-12.50', '12.50', '-3', '0,75', 'Anna', 'Zürich 8000', '']) {
      expect(inertCell(value)).toBe(value);
    }
  });
});
