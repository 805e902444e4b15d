// The contract of the admin's second factor (issue 18, decision 036), under /api/auth/second-factor, for an admin
// account whether or not its session has passed the factor yet:
//   GET  /auth/second-factor                    -> SecondFactorStatus
//   POST /auth/second-factor/totp               -> TotpEnrolment (start: a new secret, not active yet)
//   POST /auth/second-factor/totp/confirm {code} -> recoveryCodesAnswerSchema (first factor: 10 codes, shown once)
//   POST /auth/second-factor/verify {code}      -> SecondFactorStatus (a TOTP code)
//   POST /auth/second-factor/recovery {code}    -> SecondFactorStatus (a recovery code, spent)
//   POST /auth/second-factor/recovery-codes     -> recoveryCodesAnswerSchema (10 new codes instead of all earlier;
//                                                  only once this session has passed the factor)
// Passkeys (registration, authentication, sign-in) are in passkeys-api.ts.
import { z } from 'zod';

export const secondFactorStatusSchema = z.object({
  /** enrol: nothing set up yet; verify: set up, this session has not passed it; verified: it has. */
  state: z.enum(['enrol', 'verify', 'verified']),
  totp: z.boolean(),
  /** Passkeys that are the admin's factor. */
  passkeys: z.number(),
  /** Passkeys that are not (yet): added before the account became an admin; each can be confirmed. */
  unconfirmedPasskeys: z.number(),
  recoveryCodesLeft: z.number(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

export const totpEnrolmentSchema = z.object({
  /** base32, to type into the app. */
  secret: z.string(),
  /** otpauth://totp/... for the QR code. */
  uri: z.string(),
  /** The QR code of `uri`, as an SVG document. */
  qrSvg: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const recoveryCodesAnswerSchema = z.object({
  /** Shown once; at enrolment empty when the account was enrolled before (its codes stay as they were). */
  recoveryCodes: z.array(z.string()),
});

export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/)),
});

export const recoveryCodeSchema = z.object({ code: z.string().trim().min(1).max(40) });

// The back office's administrators (/api/admin/administrators): who has which factor, and the reset.
const administratorRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  enrolled: z.boolean(),
  totp: z.boolean(),
  /** Passkeys that are the admin's factor (not those from before the promotion). */
  passkeys: z.number(),
  recoveryCodesLeft: z.number(),
  /** The signed-in admin: cannot reset their own factor. */
  isSelf: z.boolean(),
});
export type AdministratorRow = z.infer<typeof administratorRowSchema>;

export const administratorsAnswerSchema = z.object({ administrators: z.array(administratorRowSchema) });
export type AdministratorsAnswer = z.infer<typeof administratorsAnswerSchema>;
