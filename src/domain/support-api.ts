// The contract of the support endpoint (parent-portal.md section 7, "Shop and support"). The body is
// supportFormSchema (support-form.ts); the reply address is the signed-in parent's account e-mail.
export const SUPPORT_PATH = '/support';

/** POST /support (201) */
export interface SupportResponse {
  requestId: string;
}

/** The form closes this long after the success message (section 9). */
export const SUPPORT_FORM_CLOSE_MS = 3000;
