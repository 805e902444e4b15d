// Who counts as a complete profile (parent-portal.md section 4). Kept free of zod: the route guards load it
// on every first visit.

export type Role = 'parent' | 'admin';

interface ProfileCompleteness {
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
