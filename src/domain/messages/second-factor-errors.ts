// The API's error texts of the second factor and passkeys (issue 18, decision 036). Their own file: every page's
// shell carries the portal's error texts (portal-error-messages.ts), the factor page's texts only the pages that
// show them (decision 042).
export const secondFactorErrorMessages = {
  SECOND_FACTOR_REQUIRED: 'Bitte bestätigen Sie die Anmeldung mit Ihrem zweiten Faktor.',
  SECOND_FACTOR_WRONG: 'Der Code ist falsch oder schon verwendet. Bitte den aktuellen Code eingeben.',
  SECOND_FACTOR_LOCKED: 'Zu viele falsche Codes. Bitte warten Sie einige Minuten.',
  SECOND_FACTOR_ENROLLED: 'Ein zweiter Faktor ist bereits eingerichtet.',
  SECOND_FACTOR_NOT_STARTED: 'Bitte starten Sie die Einrichtung erneut.',
  SECOND_FACTOR_OWN_RESET: 'Ihren eigenen zweiten Faktor kann nur ein anderer Administrator zurücksetzen.',
  PASSKEY_FAILED: 'Der Passkey konnte nicht bestätigt werden. Bitte erneut versuchen.',
  PASSKEY_UNKNOWN: 'Dieser Passkey ist hier nicht (mehr) eingerichtet.',
  SECOND_FACTOR_AGAIN: 'Bitte bestätigen Sie zuerst Ihren zweiten Faktor erneut.',
  PASSKEY_NOT_ADMIN_FACTOR:
    'Dieser Passkey ist noch nicht als zweiter Faktor bestätigt. Bitte melden Sie sich mit dem Code aus der E-Mail an.',
  PASSKEY_LAST:
    'Das ist Ihr einziger zweiter Faktor. Richten Sie zuerst eine Authenticator-App oder einen weiteren Passkey ein.',
} as const;
