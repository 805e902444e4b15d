// The sign-in texts the error catalogue shows for the server's codes (parent-portal.md section 8). Their own file:
// the portal's error texts travel with the web's shell on every page, the rest of the sign-in texts
// (messages/auth.ts, which uses these) only with the sign-in pages.

export const signInErrorMessages = {
  accountCreationFailed: 'Es gab ein Problem beim Erstellen Ihres Kontos. Versuchen Sie es bitte erneut.',
  invalidEmail: 'Ungültige E-Mail-Adresse.',
  codeExpired: 'Der Code ist abgelaufen. Bitte fordern Sie einen neuen an.',
  tooManyFailures: 'Zu viele fehlgeschlagene Versuche. Bitte warten Sie 5 Minuten.',
  /** The mail server is down (issue 27): no code is made, the parent asks again in a moment. */
  mailUnavailable:
    'Wir können gerade keine E-Mails verschicken. Bitte versuchen Sie es in einer Minute noch einmal: Ihr Code kommt dann sofort.',
  codeGuarded:
    'Zu viele falsche Codes für diese E-Mail-Adresse. Zu Ihrem Schutz gilt jeder neue Code nur für einen Versuch: Bitte fordern Sie einen neuen Code an und geben Sie ihn sorgfältig ein.',
} as const;
