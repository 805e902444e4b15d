import type { JerseySize } from '../../../domain/children/child-form';
import type { ChildView } from '../../../domain/children/children-api';
import type { ChildRow } from './queries';

/** What a parent's browser gets of a child: never the encrypted AHV, only its last four digits. */
export function toChildView(row: ChildRow): ChildView {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    clubName: row.clubName,
    level: row.level,
    jerseySize: row.jerseySize as JerseySize | null,
    ahvLast4: row.ahvLast4,
  };
}
