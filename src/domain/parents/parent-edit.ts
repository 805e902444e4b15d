import { z } from 'zod';
import { nameText, optionalMobile } from '../form-fields';
import { adminFormMessages as m } from '../messages/forms';

/**
 * Admin parent edit (admin-back-office.md section 5): first and last name required ('Bitte Vorname und Nachname
 * ausfüllen.'), mobile optional (blank becomes null). Strict: the primary e-mail cannot be changed, and the partner
 * e-mail only through the parents' own offer and consent (decision 012; decision 014 on why the back office shows
 * it read-only), so a body naming either is refused.
 */
export const parentEditSchema = z.strictObject({
  firstName: nameText(m.parentRequired),
  lastName: nameText(m.parentRequired),
  mobile: optionalMobile(),
});
export type ParentEditValues = z.output<typeof parentEditSchema>;
