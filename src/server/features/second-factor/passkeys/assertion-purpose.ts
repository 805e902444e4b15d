import type { PasskeyRecord } from './queries';

// What a passkey's signature is asked for (decision 036): a sign-in (any passkey of the site), an admin's second
// factor (only a passkey registered or confirmed as the factor: a parent's, from before a promotion, is none), or
// confirming such an older passkey as the factor (only one that is none yet).

export type AssertionPurpose = 'sign-in' | 'second-factor' | 'confirm';

export function fitsPurpose(
  passkey: Pick<PasskeyRecord, 'adminFactorAt'>,
  purpose: AssertionPurpose,
): boolean {
  if (purpose === 'second-factor') return passkey.adminFactorAt !== null;
  if (purpose === 'confirm') return passkey.adminFactorAt === null;
  return true;
}
