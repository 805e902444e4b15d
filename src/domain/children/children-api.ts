// The contract of the parent's children and second-parent endpoints, shared by server and web.
// Bodies are validated with the child form schemas (child-form.ts) and secondParentEmailSchema (profile.ts).
import type { DateOnly } from '../time';
import type { JerseySize } from './child-form';

export const CHILDREN_PATH = '/children';
export const SECOND_PARENT_PATH = '/family/second-parent';

export function childPath(childId: string): string {
  return `${CHILDREN_PATH}/${encodeURIComponent(childId)}`;
}

/** A child as a parent's browser sees it: the AHV only as its last four digits. */
export interface ChildView {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: DateOnly;
  clubName: string | null;
  level: string | null;
  jerseySize: JerseySize | null;
  ahvLast4: string | null;
}

/** GET /children */
export interface ChildrenResponse {
  children: ChildView[];
}

/** POST /children (201) and PUT /children/:childId */
export interface ChildResponse {
  child: ChildView;
}

/**
 * The "Elternteil 2" section:
 * - none: no partner named yet;
 * - primary: this parent named `email`; `linked` once an account with that e-mail exists, `pending` until then;
 * - secondary: another parent named this one; their children are shared with this one.
 */
export type SecondParentState =
  | { role: 'none' }
  | { role: 'primary'; email: string; status: 'linked' | 'pending' }
  | { role: 'secondary'; primary: { name: string; email: string } };

/** GET, PUT (body `{ email }`) and DELETE /family/second-parent all answer the state after the call. */
export interface SecondParentResponse {
  secondParent: SecondParentState;
}
