import { describe, expect, it } from 'vitest';
import type { AdminParticipant } from './admin-participants';
import {
  participantsCsvFileName,
  participantsCsvRows,
  participantsText,
  spreadsheetSafe,
} from './participant-lists';

const lena: AdminParticipant = {
  childId: 'c1',
  firstName: 'Lena',
  lastName: 'Müller',
  dateOfBirth: '2015-03-14',
  clubName: 'FC Rotkreuz',
  jerseySize: 140,
  parentName: 'Anna Müller',
  parentEmail: 'anna@example.ch',
  parentMobile: '079 123 45 67',
  registeredAt: '2026-05-01T10:00:00.000Z',
  payment: { id: 'p1', status: 'SUCCEEDED', method: 'CREDIT', amountCents: 2500 },
};
const noah: AdminParticipant = {
  ...lena,
  childId: 'c2',
  firstName: 'Noah',
  clubName: null,
  jerseySize: null,
  parentMobile: null,
  payment: null,
};

describe('participant lists', () => {
  it("CSV rows: the spec's columns, dates as dd.mm.yyyy, blanks for what is missing, the payment in words", () => {
    expect(participantsCsvRows([lena, noah])).toEqual([
      ['Name', 'Geburtsdatum', 'Verein', 'Trikotgrösse', 'Elternteil', 'Mobile', 'Zahlungsstatus'],
      [
        'Lena Müller',
        '14.03.2015',
        'FC Rotkreuz',
        '140',
        'Anna Müller',
        '079 123 45 67',
        'Bezahlt (Guthaben)',
      ],
      ['Noah Müller', '14.03.2015', '', '', 'Anna Müller', '', 'Offen'],
    ]);
  });

  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+41 79', "'+41 79"],
    ['-5', "'-5"],
    ['@x', "'@x"],
    ['Lena', 'Lena'],
    ['', ''],
  ])('spreadsheetSafe(%j) -> %j', (value, safe) => {
    expect(spreadsheetSafe(value)).toBe(safe);
  });

  it('a mobile number written +41 is kept readable, not run as a formula', () => {
    const [, row] = participantsCsvRows([{ ...lena, parentMobile: '+41 79 123 45 67' }]);
    expect(row?.[5]).toBe("'+41 79 123 45 67");
  });

  it('the copied list numbers the children with their birth date', () => {
    expect(participantsText([lena, noah])).toBe('1. Lena Müller (14.03.2015)\n2. Noah Müller (14.03.2015)');
    expect(participantsText([])).toBe('');
  });

  it.each([
    ['TIZ Training', 'teilnehmende-tiz-training-2026-05-09.csv'],
    ['Torhüter / Spezial!', 'teilnehmende-torhuter-spezial-2026-05-09.csv'],
    ['***', 'teilnehmende-training-2026-05-09.csv'],
  ])('file name of %j', (title, name) => {
    expect(participantsCsvFileName(title, '2026-05-09', 'training')).toBe(name);
  });

  it('a camp is named for its camp, and a nameless one "camp"', () => {
    expect(participantsCsvFileName('Sommercamp Rotkreuz', '2026-07-06', 'camp')).toBe(
      'teilnehmende-sommercamp-rotkreuz-2026-07-06.csv',
    );
    expect(participantsCsvFileName('—', '2026-07-06', 'camp')).toBe('teilnehmende-camp-2026-07-06.csv');
  });
});
