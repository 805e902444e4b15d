import { z } from 'zod';
import { emailField, optionalMobile, requiredMobile, requiredText } from './form-fields';
import { authMessages } from './messages/auth';
import { commonFormMessages, profileFormMessages } from './messages/forms';

// Profile, onboarding and sign-in rules (parent-portal.md sections 4 and 5).

export type Role = 'parent' | 'admin';

export interface ProfileCompleteness {
  termsAcceptedAt: string | Date | null | undefined;
  firstName: string | null | undefined;
  lastName: string | null | undefined;
}

function isFilled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The one definition of a complete profile, used by the route guards, the auth callback and onboarding:
 * terms accepted and both names filled. The spec reads completeness two ways; mobile is left out because
 * the profile edit allows clearing it, which must not lock a parent out of the portal.
 */
export function isProfileComplete(profile: ProfileCompleteness | null | undefined): boolean {
  if (!profile) return false;
  return Boolean(profile.termsAcceptedAt) && isFilled(profile.firstName) && isFilled(profile.lastName);
}

export const onboardingSchema = z.object({
  firstName: requiredText(profileFormMessages.onboardingRequired),
  lastName: requiredText(profileFormMessages.onboardingRequired),
  mobile: requiredMobile(profileFormMessages.onboardingRequired),
  termsAccepted: z.literal(true, { error: profileFormMessages.termsRequired }),
});
export type OnboardingValues = z.output<typeof onboardingSchema>;

/** The profile edit: the e-mail is not part of it and cannot be changed. */
export const profileUpdateSchema = z.object({
  firstName: requiredText(profileFormMessages.namesRequired),
  lastName: requiredText(profileFormMessages.namesRequired),
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
