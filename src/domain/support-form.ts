import { z } from 'zod';
import { optionalText, requiredText, TEXT_MAX } from './form-fields';
import { supportFormMessages } from './messages/forms';

// The parent's support form (parent-portal.md section 5); the reply address is the signed-in parent's e-mail.
export const supportFormSchema = z.object({
  problem: requiredText(supportFormMessages.problemRequired, TEXT_MAX),
  smartphone: optionalText(200),
});
export type SupportFormValues = z.output<typeof supportFormSchema>;
