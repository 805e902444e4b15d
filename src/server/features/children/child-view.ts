import type { JerseySize } from '../../../domain/children/child-form';
import type { ChildView } from '../../../domain/children/children-api';
import type { ChildRow } from './queries';

/** The columns a child's view is made of: never the encrypted AHV. */
export type ChildViewColumns = Pick<
  ChildRow,
  'id' | 'firstName' | 'lastName' | 'dateOfBirth' | 'clubName' | 'level' | 'jerseySize' | 'ahvLast4'
>;

/** What a parent's browser (and the back office) gets of a child: the AHV only as its last four digits. */
export function toChildView(row: ChildViewColumns): ChildView {
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
