import { z } from 'zod';
import { nameText, optionalEmail, optionalMobile } from '../form-fields';
import { adminFormMessages as m } from '../messages/forms';

/** Admin parent edit: the primary e-mail is not part of it. */
export const parentEditSchema = z.object({
  firstName: nameText(m.parentRequired),
  lastName: nameText(m.parentRequired),
  mobile: optionalMobile(),
  secondParentEmail: optionalEmail(),
});
export type ParentEditValues = z.output<typeof parentEditSchema>;
