// The request bodies and answers of the passkey ceremonies (passkeys-api.ts), apart from the contract so the login
// page, which shows "Mit Passkey anmelden", does not load zod with its first view (decision 028).
import { z } from 'zod';

/** The browser's answer, checked in depth by @simplewebauthn/server; here only its outer shape. */
const credentialResponseSchema = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().optional(),
  })
  .loose();

export const passkeyCeremonySchema = z.object({
  challengeId: z.uuid(),
  response: credentialResponseSchema,
});

export const passkeyRegistrationSchema = passkeyCeremonySchema.extend({
  name: z.string().trim().max(60).optional(),
});

export const passkeyRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** The admin's second factor; false for a parent's, and for one added before the account became an admin. */
  adminFactor: z.boolean(),
});

/** The start of every ceremony. */
export const passkeyOptionsSchema = z.object({
  challengeId: z.string(),
  /** PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON. */
  options: z.record(z.string(), z.unknown()),
});

/** A passkey added or confirmed: an admin's first factor comes with 10 recovery codes, else none. */
export const passkeyAddedSchema = z.object({
  passkey: passkeyRowSchema,
  recoveryCodes: z.array(z.string()),
});
