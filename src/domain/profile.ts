import { z } from 'zod';
import { emailField, nameText, optionalMobile, requiredMobile } from './form-fields';
import { authMessages } from './messages/auth';
import { commonFormMessages, profileFormMessages } from './messages/forms';

// Profile, onboarding and sign-in rules (parent-portal.md sections 4 and 5).

// Completeness lives in a zod-free file so the app shell's first download stays small.
export * from './profile-completeness';

export const onboardingSchema = z.object({
  firstName: nameText(profileFormMessages.onboardingRequired),
  lastName: nameText(profileFormMessages.onboardingRequired),
  mobile: requiredMobile(profileFormMessages.onboardingRequired),
  termsAccepted: z.literal(true, { error: profileFormMessages.termsRequired }),
});
export type OnboardingValues = z.output<typeof onboardingSchema>;

/** The profile edit: the e-mail is not part of it and cannot be changed. */
export const profileUpdateSchema = z.object({
  firstName: nameText(profileFormMessages.namesRequired),
  lastName: nameText(profileFormMessages.namesRequired),
  mobile: optionalMobile(),
});
export type ProfileUpdateValues = z.output<typeof profileUpdateSchema>;

/** The login e-mail: required and valid, trimmed and lower-cased. */
export const emailSchema = emailField(commonFormMessages.invalidEmail);

export const OTP_LENGTH = 6;

/** What the code input keeps of each keystroke or paste: digits only, at most six. */
export function normaliseOtpInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** The code submits by itself once it is complete. */
export function isOtpComplete(code: string): boolean {
  return /^\d{6}$/.test(code);
}

export const otpCodeSchema = z
  .string({ error: profileFormMessages.otpCodeInvalid })
  .trim()
  .regex(/^\d{6}$/, { error: profileFormMessages.otpCodeInvalid });

export const codeRequestSchema = z.object({ email: emailSchema });
export const codeVerifySchema = z.object({ email: emailSchema, code: otpCodeSchema });

/** Linking a second parent: an empty field gets its own message, a malformed address the usual one. */
export const secondParentEmailSchema = emailField(profileFormMessages.secondParentEmailRequired);

export function roleLabel(role: string | null | undefined): string {
  return role === 'admin' ? authMessages.roleAdmin : authMessages.roleParent;
}
