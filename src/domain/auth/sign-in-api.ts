// Types of the sign-in and profile answers (docs/decisions/005), from their definitions (sign-in-endpoints.ts,
// profile-endpoints.ts).
import type { z } from 'zod';
import type { AnswerOf } from '../api/endpoint';
import type { signedInAnswerSchema } from './me-schema';
import type { signInEndpoints } from './sign-in-endpoints';

/** POST /auth/code: seconds until a new code may be requested. */
export type CodeRequestAnswer = AnswerOf<typeof signInEndpoints.requestCode>;

/** Verification, onboarding and profile edit answer the signed-in user as GET /api/me does. */
export type SignedInAnswer = z.infer<typeof signedInAnswerSchema>;
