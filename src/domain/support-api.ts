// The contract of the support endpoint (parent-portal.md section 7, "Shop and support"), defined in
// support-endpoints.ts. The body is supportFormSchema (support-form.ts).
import type { AnswerOf } from './api/endpoint';
import type { supportEndpoints } from './support-endpoints';

/** POST /support (201) */
export type SupportResponse = AnswerOf<typeof supportEndpoints.send>;

/** The form closes this long after the success message (section 9). */
export const SUPPORT_FORM_CLOSE_MS = 3000;
