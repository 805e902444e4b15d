// The code input's rules, apart from the zod schemas of profile.ts, so the sign-in page's code step loads no zod.

export const OTP_LENGTH = 6;

/** What the code input keeps of each keystroke or paste: digits only, at most six. */
export function normaliseOtpInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** The code submits by itself once it is complete. */
export function isOtpComplete(code: string): boolean {
  return /^\d{6}$/.test(code);
}
