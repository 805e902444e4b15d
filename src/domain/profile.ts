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

export const otpCodeSchema = z
  .string({ error: profileFormMessages.otpCodeInvalid })
  .trim()
  .regex(/^\d{6}$/, { error: profileFormMessages.otpCodeInvalid });

/** A code was mailed (to sign in, or to confirm the family's deletion): seconds until another may be requested. */
export const codeSentSchema = z.object({ resendAfterSeconds: z.number() });

/**
 * POST /auth/code. `redirectTo`, the page to open after signing in by the mail's link, is dropped unless a string of
 * at most 2000 characters; the server keeps it only as a path of this site.
 */
export const codeRequestSchema = z.object({
  email: emailSchema,
  redirectTo: z.string().max(2000).optional().catch(undefined),
});

/**
 * POST /auth/verify. The code as typed: a malformed code counts as a failed attempt like a wrong one, so it is
 * checked (otpCodeSchema) where attempts are counted, not here. `link`: sent by the mail's one-click link; in a
 * browser that did not request the code the answer is 409 SIGN_IN_CONFIRM until `confirmed` (decision 013).
 */
export const codeVerifySchema = z.object({
  email: emailSchema,
  code: z.string().catch(''),
  link: z.boolean().optional().catch(undefined),
  confirmed: z.boolean().optional().catch(undefined),
});

/** Linking a second parent: an empty field gets its own message, a malformed address the usual one. */
export const secondParentEmailSchema = emailField(profileFormMessages.secondParentEmailRequired);

export function roleLabel(role: string | null | undefined): string {
  return role === 'admin' ? authMessages.roleAdmin : authMessages.roleParent;
}
