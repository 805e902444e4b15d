// The request bodies of the passkey ceremonies (passkeys-api.ts), apart from the contract so the login page, which
// shows "Mit Passkey anmelden", does not load zod with its first view (decision 028).
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
