import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { codeRequestSchema, codeSentSchema, codeVerifySchema } from '../profile';
import { passkeyCeremonySchema, passkeyOptionsSchema } from '../second-factor/passkey-schemas';
import { meResponseSchema, signedInAnswerSchema } from './me-schema';

// Sign-in with an e-mail code (decision 005) and the session. A request failing its schema answers INVALID_EMAIL,
// the one thing a caller can get wrong in it, whatever else the body held.

export const signInEndpoints = {
  /** Sends a code (first request and resend alike). */
  requestCode: defineEndpoint({
    method: 'POST',
    path: '/auth/code',
    request: codeRequestSchema,
    invalidRequest: 'INVALID_EMAIL',
    response: codeSentSchema,
  }),
  /** Signs in, sets the session cookie; an admin's user says whether the second factor is due. */
  verifyCode: defineEndpoint({
    method: 'POST',
    path: '/auth/verify',
    request: codeVerifySchema,
    invalidRequest: 'INVALID_EMAIL',
    response: signedInAnswerSchema,
  }),
  /** "Mit Passkey anmelden", signed out: a challenge for any passkey of this site. */
  passkeyOptions: defineEndpoint({
    method: 'POST',
    path: '/auth/passkey/options',
    response: passkeyOptionsSchema,
  }),
  /** The passkey names the account: signs in as the code does. */
  passkeySignIn: defineEndpoint({
    method: 'POST',
    path: '/auth/passkey/sign-in',
    request: passkeyCeremonySchema,
    response: signedInAnswerSchema,
  }),
  /** Ends the caller's own session, if any. */
  signOut: defineEndpoint({
    method: 'POST',
    path: '/auth/sign-out',
    response: z.object({ ok: z.literal(true) }),
  }),
  /** The caller's own user, or null when signed out. */
  me: defineEndpoint({ method: 'GET', path: '/me', response: meResponseSchema }),
};
