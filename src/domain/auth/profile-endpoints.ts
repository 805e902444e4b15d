import { defineEndpoint } from '../api/endpoint';
import { onboardingSchema, profileUpdateSchema } from '../profile';
import { signedInAnswerSchema } from './me-schema';

// The signed-in parent's own profile. Both answer the saved user, as GET /api/me does; unknown fields (role,
// e-mail, ...) are dropped by the schemas, so no request changes more than these.

export const profileEndpoints = {
  /** Completes the profile (signed in, terms accepted). */
  completeOnboarding: defineEndpoint({
    method: 'POST',
    path: '/profile/onboarding',
    request: onboardingSchema,
    response: signedInAnswerSchema,
  }),
  /** Edits the own profile (a complete one); the e-mail cannot be changed. */
  updateProfile: defineEndpoint({
    method: 'PATCH',
    path: '/profile',
    request: profileUpdateSchema,
    response: signedInAnswerSchema,
  }),
};
