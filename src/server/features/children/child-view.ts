import type { JerseySize } from '../../../domain/children/child-form';
import type { ChildView } from '../../../domain/children/children-api';
import type { ChildRow } from './queries';

/** The columns a child's view is made of: never the encrypted AHV or health information, only whether there is. */
type ChildViewColumns = Pick<
  ChildRow,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'dateOfBirth'
  | 'clubName'
  | 'level'
  | 'jerseySize'
  | 'ahvLast4'
  | 'photoConsentFamily'
  | 'photoConsentNews'
> & { hasHealthInfo: boolean };

/** A full row's view columns: whether health information is stored, not what. */
export function viewColumnsOf(row: ChildRow): ChildViewColumns {
  return { ...row, hasHealthInfo: row.healthInfoEncrypted !== null };
}

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
    photoConsentFamily: row.photoConsentFamily,
    photoConsentNews: row.photoConsentNews,
    hasHealthInfo: row.hasHealthInfo,
  };
}
