import { z } from 'zod';
import { ahvUpdateField } from '../ahv';
import { nameText, optionalNameText, requiredDate } from '../form-fields';
import { adminFormMessages as m } from '../messages/forms';
import { jerseySizeField } from './child-form';

/** Admin child edit: no age rule (the admin may correct anything); a blank AHV keeps the stored one. */
export const adminChildEditSchema = z.object({
  firstName: nameText(m.childRequired),
  lastName: nameText(m.childRequired),
  dateOfBirth: requiredDate(m.childRequired),
  jerseySize: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    jerseySizeField(m.childRequired).nullable(),
  ),
  clubName: optionalNameText(),
  level: optionalNameText(),
  ahv: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    ahvUpdateField(m.childRequired),
  ),
});
export type AdminChildEditValues = z.output<typeof adminChildEditSchema>;
