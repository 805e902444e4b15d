import { formatAhv } from '../ahv';
import { jsExportMessages as m } from '../messages/admin-attendance';
import { formatDate } from '../time/zurich';
import type { AttendanceStatus } from './attendance-api';

// The J+S file of a course or camp (decision 039): the participant columns of the NDS participant import
// (NAME, VORNAME, GEBURTSDATUM as TT.MM.JJJJ, GESCHLECHT, AHV_NR, NATIONALITAET, MUTTERSPRACHE), then one column
// per day (or training) with the attendance a coach reports. What we do not store stays an empty cell for the
// coach to fill in the NDS, never a guess.

interface JsParticipant {
  childId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  /** The decrypted number (13 digits, or what was stored), null when none is stored. */
  ahv: string | null;
}

/** A column of attendance: a camp day, or a training of a course. */
export interface JsColumn {
  key: string;
  label: string;
}

/** Per child id: the status per column key; a child absent from a column's map was not booked for it. */
export type JsMarks = Map<string, Map<string, AttendanceStatus | null>>;

function cell(status: AttendanceStatus | null | undefined, booked: boolean): string {
  if (!booked) return m.notBooked;
  // J+S counts presence; coming late is being there.
  if (status === 'present' || status === 'late') return m.present;
  if (status === 'absent') return m.absent;
  return m.notMarked;
}

export function jsExportRows(
  participants: readonly JsParticipant[],
  columns: readonly JsColumn[],
  marks: JsMarks,
): string[][] {
  const sorted = [...participants].sort(
    (a, b) =>
      a.lastName.localeCompare(b.lastName, 'de-CH') ||
      a.firstName.localeCompare(b.firstName, 'de-CH') ||
      a.childId.localeCompare(b.childId),
  );
  return [
    [...m.personHeader, ...columns.map((c) => c.label)],
    ...sorted.map((p) => {
      const own = marks.get(p.childId);
      return [
        p.lastName,
        p.firstName,
        formatDate(p.dateOfBirth),
        '',
        p.ahv === null ? '' : formatAhv(p.ahv),
        '',
        '',
        ...columns.map((c) => cell(own?.get(c.key), own?.has(c.key) ?? false)),
      ];
    }),
  ];
}

/** The file's name: 'js-<offer>-<first day>.csv', the offer's name reduced to safe characters. */
export function jsExportFileName(name: string, firstDay: string): string {
  const slug =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'kurs';
  return `js-${slug}-${firstDay}.csv`;
}
