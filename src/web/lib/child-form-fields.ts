import { JERSEY_SIZES } from '@domain/children/child-form';

// What the parents' child form and the back office's "Kind bearbeiten" hold while the fields are typed in: the
// schema (src/domain/children/child-form.ts) turns these strings into the values the server checks.

export type ChildFormFields = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  jerseySize: string;
  clubName: string;
  level: string;
  ahv: string;
};

/** The jersey sizes as the select offers them. */
export const jerseySizeOptions = JERSEY_SIZES.map((size) => ({ value: String(size), label: String(size) }));
