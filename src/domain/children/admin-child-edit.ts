import { z } from 'zod';
import { ahvUpdateField } from '../ahv';
import { nameText, optionalNameText, requiredDate } from '../form-fields';
import { adminFormMessages as m } from '../messages/forms';
import { jerseySizeField } from './child-form';

/**
 * Admin child edit (admin-back-office.md section 5): names and birth date required ('Bitte alle Pflichtfelder
 * ausfüllen.'), club and level optional (blank becomes null), no age rule (the admin may correct anything), names
 * refuse an AHV number like the parents' form. A blank or unchanged masked AHV keeps the stored one. Strict: the
 * parent, the id and the stored last four digits are not the form's to set.
 */
export const adminChildEditSchema = z.strictObject({
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
