// Sign-in, auth callback, onboarding and profile texts (parent-portal.md sections 2 and 8). Quoted texts are
// verbatim; the others are written in the same tone.
import { signInErrorMessages } from './sign-in-errors';

export const MAX_CODE_ATTEMPTS = 5;

export const authMessages = {
  // Login screen
  loginTitle: 'Anmelden',
  emailLabel: 'E-Mail-Adresse',
  emailPlaceholder: 'name@beispiel.ch',
  sendCode: 'Code schicken',
  sending: 'Sende…',
  codeLabel: 'Code aus der E-Mail (6 Ziffern)',
  codeSentTo: (email: string) => `Wir haben einen 6-stelligen Code an ${email} geschickt.`,
  verifying: 'Prüfe Code…',
  resendCode: 'Code erneut senden',
  resendIn: (seconds: number) => `Code erneut senden (in ${seconds} s)`,
  codeResent: 'Neuer Code wurde gesendet.',
  changeEmail: 'Andere E-Mail-Adresse verwenden',
  howItWorksTitle: 'So funktioniert es',
  howItWorksSteps: [
    'Geben Sie Ihre E-Mail-Adresse ein und klicken Sie auf «Code schicken».',
    'Sie erhalten eine E-Mail mit einem 6-stelligen Code.',
    'Geben Sie den Code hier ein: Sie sind angemeldet. Ein Passwort brauchen Sie nicht.',
  ],
  staysLoggedIn: 'Sie bleiben auf diesem Gerät etwa 14 Tage angemeldet.',

  // Login code request (section 8)
  accountCreationFailed: signInErrorMessages.accountCreationFailed,
  rateLimited: 'Zu viele Versuche. Bitte warten Sie einige Minuten.',
  invalidEmail: signInErrorMessages.invalidEmail,
  mailUnavailable: signInErrorMessages.mailUnavailable,
  unexpected: 'Ein unerwarteter Fehler ist aufgetreten. Versuchen Sie es bitte erneut.',
  resendFailed: 'Es gab ein Problem. Versuchen Sie es bitte erneut.',

  // Code verification (section 8)
  wrongCode: (attempts: number) => `Falscher Code. Versuche: ${attempts}/${MAX_CODE_ATTEMPTS}`,
  invalidCode: (attempts: number) => `Ungültiger Code. Versuche: ${attempts}/${MAX_CODE_ATTEMPTS}`,
  codeExpired: signInErrorMessages.codeExpired,
  tooManyFailures: signInErrorMessages.tooManyFailures,
  codeGuarded: signInErrorMessages.codeGuarded,

  // Auth callback
  confirmingSignIn: 'Anmeldung wird bestätigt…',
  loadingProfile: 'Profil wird geladen…',
  verificationFailed: 'Verifizierung fehlgeschlagen.',
  noSession: 'Keine Session gefunden. Bitte erneut einloggen.',
  unexpectedShort: 'Unerwarteter Fehler.',
  // The mail's link on a device where someone else is signed in (login CSRF): ask before replacing that session.
  switchAccountTitle: 'Bereits angemeldet',
  switchAccountQuestion: (current: string, link: string) =>
    `Sie sind bereits als ${current} angemeldet. Als ${link} anmelden?`,
  switchAccountContinue: (link: string) => `Als ${link} anmelden`,
  switchAccountStay: (current: string) => `Als ${current} angemeldet bleiben`,
  // The mail's link in a browser that did not request the code (a link sent by someone else): ask first.
  confirmSignInTitle: 'Anmeldung bestätigen',
  confirmSignInQuestion: (link: string) => `Als ${link} anmelden?`,
  confirmSignInWhy:
    'Der Anmeldecode wurde nicht in diesem Browser angefordert. Melden Sie sich nur an, wenn Sie den Link selbst angefordert haben.',

  // Onboarding
  onboardingWelcome: 'Willkommen!',
  onboardingIntro: 'Bitte vervollständigen Sie Ihr Profil, bevor es losgeht.',
  signedInAs: (email: string) => `Angemeldet als ${email}`,
  firstNameLabel: 'Vorname',
  lastNameLabel: 'Nachname',
  mobileLabel: 'Mobile',
  termsLabelBefore: 'Ich akzeptiere die ',
  termsLinkText: 'Allgemeinen Geschäftsbedingungen (AGB)',
  termsLabelAfter: '.',
  completeProfile: 'Profil vervollständigen',
  onboardingSaveFailed: 'Fehler beim Speichern. Bitte versuchen Sie es erneut.',

  // Profile
  profileTitle: 'Profil',
  personalData: 'Persönliche Daten',
  edit: 'Bearbeiten',
  save: 'Speichern',
  cancel: 'Abbrechen',
  profileSaved: '✅ Profil gespeichert.',
  profileSaveFailed: (message: string) => `❌ Fehler: ${message}`,
  emailCannotChange: 'Die E-Mail-Adresse kann nicht geändert werden.',
  accountInfo: 'Konto',
  roleLabel: 'Rolle',
  roleAdmin: 'Administrator',
  roleParent: 'Elternteil',
  termsAcceptedOn: 'AGB akzeptiert am',
  emailInfoLabel: 'E-Mail',
} as const;
