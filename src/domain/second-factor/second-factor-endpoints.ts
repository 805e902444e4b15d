import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import {
  passkeyAddedSchema,
  passkeyCeremonySchema,
  passkeyOptionsSchema,
  passkeyRegistrationSchema,
  passkeyRowSchema,
} from './passkey-schemas';
import {
  administratorsAnswerSchema,
  recoveryCodeSchema,
  recoveryCodesAnswerSchema,
  secondFactorStatusSchema,
  totpCodeSchema,
  totpEnrolmentSchema,
} from './second-factor-api';

// The admin's second factor (decision 036), for an admin account whether or not its session passed it yet, and
// every account's own passkeys (passkeys-api.ts says what each ceremony does).

export const secondFactorEndpoints = {
  status: defineEndpoint({ method: 'GET', path: '/auth/second-factor', response: secondFactorStatusSchema }),
  /** Starts a TOTP enrolment: a new secret, not active yet. */
  startTotp: defineEndpoint({
    method: 'POST',
    path: '/auth/second-factor/totp',
    response: totpEnrolmentSchema,
  }),
  confirmTotp: defineEndpoint({
    method: 'POST',
    path: '/auth/second-factor/totp/confirm',
    request: totpCodeSchema,
    response: recoveryCodesAnswerSchema,
  }),
  verifyTotp: defineEndpoint({
    method: 'POST',
    path: '/auth/second-factor/verify',
    request: totpCodeSchema,
    response: secondFactorStatusSchema,
  }),
  /** A recovery code, spent. */
  useRecoveryCode: defineEndpoint({
    method: 'POST',
    path: '/auth/second-factor/recovery',
    request: recoveryCodeSchema,
    response: secondFactorStatusSchema,
  }),
  /** Ten new codes in place of all earlier ones. */
  renewRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/auth/second-factor/recovery-codes',
    response: recoveryCodesAnswerSchema,
  }),
  passkeyFactorOptions: defineEndpoint({
    method: 'POST',
    path: '/auth/second-factor/passkey/options',
    response: passkeyOptionsSchema,
  }),
  verifyPasskeyFactor: defineEndpoint({
    method: 'POST',
    path: '/auth/second-factor/passkey',
    request: passkeyCeremonySchema,
    response: secondFactorStatusSchema,
  }),
  confirmPasskeyOptions: defineEndpoint({
    method: 'POST',
    path: '/auth/second-factor/passkey/confirm/options',
    response: passkeyOptionsSchema,
  }),
  /** A passkey from before the account became an admin, confirmed as its factor. */
  confirmPasskey: defineEndpoint({
    method: 'POST',
    path: '/auth/second-factor/passkey/confirm',
    request: passkeyCeremonySchema,
    response: passkeyAddedSchema,
  }),
};

export const passkeyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/passkeys',
    response: z.object({ passkeys: z.array(passkeyRowSchema) }),
  }),
  registrationOptions: defineEndpoint({
    method: 'POST',
    path: '/passkeys/options',
    response: passkeyOptionsSchema,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/passkeys',
    request: passkeyRegistrationSchema,
    response: passkeyAddedSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/passkeys/:id',
    response: z.object({ ok: z.literal(true) }),
  }),
};

/** The back office's administrators: who has which factor, and another admin's reset (never one's own: 403). */
export const administratorsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/administrators',
    response: administratorsAnswerSchema,
  }),
  /** Audited. */
  resetSecondFactor: defineEndpoint({
    method: 'POST',
    path: '/admin/administrators/:adminId/reset-second-factor',
    response: z.object({ ok: z.literal(true) }),
  }),
};
