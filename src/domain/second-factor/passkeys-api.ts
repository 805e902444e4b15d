// Passkeys (WebAuthn; issue 18, decision 036): an admin's second factor, and for everyone a way to sign in without
// waiting for a mail. Options and responses travel as the WebAuthn JSON the browser package speaks; every ceremony
// starts with options carrying a challenge id and ends with the response and that id.
// The endpoints are defined in second-factor-endpoints.ts (the passkey sign-in in auth/sign-in-endpoints.ts).
// An admin adds a passkey (or confirms one) only within FRESH_FACTOR_MINUTES of passing the factor, else 403
// SECOND_FACTOR_AGAIN; the first enrolment is exempt.
import type { z } from 'zod';
import type { passkeyOptionsSchema, passkeyRowSchema } from './passkey-schemas';

/** Minutes after passing the second factor during which an admin may add a passkey without proving it again. */
export const FRESH_FACTOR_MINUTES = 5;

export type PasskeyRow = z.infer<typeof passkeyRowSchema>;

export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;
