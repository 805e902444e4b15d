// Passkeys (WebAuthn; issue 18, decision 036): an admin's second factor, and for everyone a way to sign in without
// waiting for a mail. Options and responses travel as the WebAuthn JSON the browser package speaks; every ceremony
// starts with options carrying a challenge id and ends with the response and that id.
//   GET    /passkeys                     -> {passkeys: PasskeyRow[]}           the caller's own
//   POST   /passkeys/options             -> PasskeyOptions (registration)
//   POST   /passkeys {challengeId, response, name?} -> {passkey, recoveryCodes} (an admin's first factor: 10 codes)
//   DELETE /passkeys/:id                 -> {ok: true}
//   POST   /auth/second-factor/passkey/options -> PasskeyOptions (the admin's own passkeys)
//   POST   /auth/second-factor/passkey {challengeId, response} -> SecondFactorStatus
//   POST   /auth/second-factor/passkey/confirm/options -> PasskeyOptions (the admin's passkeys that are no factor)
//   POST   /auth/second-factor/passkey/confirm {challengeId, response} -> {passkey, recoveryCodes}
// An admin adds a passkey (or confirms one) only within FRESH_FACTOR_MINUTES of passing the factor, else 403
// SECOND_FACTOR_AGAIN; the first enrolment is exempt.
//   POST   /auth/passkey/options         -> PasskeyOptions (signed out, any passkey of this site)
//   POST   /auth/passkey/sign-in {challengeId, response} -> {user: Me} + session cookie
export const PASSKEYS_PATH = '/passkeys';
export const PASSKEY_SIGN_IN_OPTIONS_PATH = '/auth/passkey/options';
export const PASSKEY_SIGN_IN_PATH = '/auth/passkey/sign-in';
export const PASSKEY_FACTOR_OPTIONS_PATH = '/auth/second-factor/passkey/options';
export const PASSKEY_FACTOR_PATH = '/auth/second-factor/passkey';
export const PASSKEY_CONFIRM_OPTIONS_PATH = '/auth/second-factor/passkey/confirm/options';
export const PASSKEY_CONFIRM_PATH = '/auth/second-factor/passkey/confirm';

/** Minutes after passing the second factor during which an admin may add a passkey without proving it again. */
export const FRESH_FACTOR_MINUTES = 5;

export interface PasskeyRow {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** The admin's second factor; false for a parent's, and for one added before the account became an admin. */
  adminFactor: boolean;
}

export interface PasskeyOptions {
  challengeId: string;
  /** PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON. */
  options: Record<string, unknown>;
}
