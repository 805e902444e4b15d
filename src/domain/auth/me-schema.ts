import { z } from 'zod';
import type { Role } from '../profile-completeness';

// The signed-in user as every sign-in answer and GET /api/me carry it. The shell reads the type only (auth/me.ts),
// so its first download holds no schema.

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The roles are profile-completeness.ts's; the check only asks for a string. */
  role: z.custom<Role>((value) => typeof value === 'string'),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  mobile: z.string().nullable(),
  /** ISO 8601 instant, or null while the terms are not accepted. */
  termsAcceptedAt: z.string().nullable(),
  secondParentEmail: z.string().nullable(),
  /**
   * An admin whose session has not passed the second factor yet (decision 036): 'enrol' when none is set up,
   * 'verify' otherwise. The web sends them to the factor page; every /api/admin route answers 403 until then.
   * The server always sends it; optional so that a Me written before it (tests' fixtures) still means "nothing due".
   */
  secondFactor: z.enum(['enrol', 'verify']).nullable().optional(),
  /** An active trainer record names this account (issue 29, decision 050): the trainer area is open to it. */
  trainer: z.boolean().optional(),
});

/** GET /api/me: null means signed out. */
export const meResponseSchema = z.object({ user: meSchema.nullable() });

/** Verification, onboarding and profile edit answer the signed-in user as GET /api/me does. */
export const signedInAnswerSchema = z.object({ user: meSchema });
