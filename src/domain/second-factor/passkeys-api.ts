// Passkeys (WebAuthn; issue 18, decision 036): an admin's second factor, and for everyone a way to sign in without
// waiting for a mail. Options and responses travel as the WebAuthn JSON the browser package speaks; every ceremony
// starts with options carrying a challenge id and ends with the response and that id.
//   GET    /passkeys                     -> {passkeys: PasskeyRow[]}           the caller's own
//   POST   /passkeys/options             -> PasskeyOptions (registration)
//   POST   /passkeys {challengeId, response, name?} -> {passkey, recoveryCodes} (an admin's first factor: 10 codes)
//   DELETE /passkeys/:id                 -> {ok: true}
//   POST   /auth/second-factor/passkey/options -> PasskeyOptions (the admin's own passkeys)
//   POST   /auth/second-factor/passkey {challengeId, response} -> SecondFactorStatus
//   POST   /auth/passkey/options         -> PasskeyOptions (signed out, any passkey of this site)
//   POST   /auth/passkey/sign-in {challengeId, response} -> {user: Me} + session cookie
export const PASSKEYS_PATH = '/passkeys';
export const PASSKEY_SIGN_IN_OPTIONS_PATH = '/auth/passkey/options';
export const PASSKEY_SIGN_IN_PATH = '/auth/passkey/sign-in';
export const PASSKEY_FACTOR_OPTIONS_PATH = '/auth/second-factor/passkey/options';
export const PASSKEY_FACTOR_PATH = '/auth/second-factor/passkey';

export interface PasskeyRow {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface PasskeyOptions {
  challengeId: string;
  /** PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON. */
  options: Record<string, unknown>;
}
