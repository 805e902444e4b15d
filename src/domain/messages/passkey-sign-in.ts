// "Mit Passkey anmelden" on /login (issue 18, decision 036): its own file, so the sign-in page's first view carries
// these two texts and not the factor page's (decision 042). Part of secondFactorMessages too.
export const passkeySignInMessages = {
  signInWithPasskey: 'Mit Passkey anmelden',
  passkeyFailed: 'Der Passkey konnte nicht verwendet werden. Bitte erneut versuchen.',
} as const;
