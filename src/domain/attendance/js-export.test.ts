import { describe, expect, it } from 'vitest';
import type { AttendanceStatus } from './attendance-api';
import { type JsMarks, jsExportFileName, jsExportRows } from './js-export';

const mia = {
  childId: 'm',
  firstName: 'Mia',
  lastName: 'Zürcher',
  dateOfBirth: '2015-03-09',
  ahv: '7561234567897',
};
const noah = { childId: 'n', firstName: 'Noah', lastName: 'Ämmer', dateOfBirth: '2016-11-30', ahv: null };
const columns = [
  { key: 'a', label: '13.07.2026' },
  { key: 'b', label: '14.07.2026' },
];

describe('jsExportRows', () => {
  it('writes the NDS person columns, then a cell per column, in name order', () => {
    const marks: JsMarks = new Map([
      [
        'm',
        new Map<string, AttendanceStatus | null>([
          ['a', 'present'],
          ['b', null],
        ]),
      ],
      ['n', new Map<string, AttendanceStatus | null>([['b', 'absent']])],
    ]);
    expect(jsExportRows([mia, noah], columns, marks)).toEqual([
      [
        'NAME',
        'VORNAME',
        'GEBURTSDATUM',
        'GESCHLECHT',
        'AHV_NR',
        'NATIONALITAET',
        'MUTTERSPRACHE',
        '13.07.2026',
        '14.07.2026',
      ],
      // Ä sorts with A in de-CH; no AHV number is an empty cell; not booked for a column is an empty cell.
      ['Ämmer', 'Noah', '30.11.2016', '', '', '', '', '', 'abwesend'],
      ['Zürcher', 'Mia', '09.03.2015', '', '756.1234.5678.97', '', '', 'anwesend', 'nicht erfasst'],
    ]);
  });

  it('counts a child who came late as there (issue 29)', () => {
    const marks: JsMarks = new Map([['m', new Map<string, AttendanceStatus | null>([['a', 'late']])]]);
    expect(jsExportRows([mia], columns, marks)[1]?.[7]).toBe('anwesend');
  });

  it('is only the header without participants', () => {
    expect(jsExportRows([], columns, new Map())).toHaveLength(1);
  });
});

describe('jsExportFileName', () => {
  it.each([
    ['Sommercamp Zürich', '2026-07-13', 'js-sommercamp-zurich-2026-07-13.csv'],
    ['1:1', '2026-06-01', 'js-1-1-2026-06-01.csv'],
    ['***', '2026-06-01', 'js-kurs-2026-06-01.csv'],
  ])('%s -> %s', (name, day, file) => {
    expect(jsExportFileName(name, day)).toBe(file);
  });
});
