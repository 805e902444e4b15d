// The admin's second factor and passkeys (issue 18, decision 036): the factor page, the recovery codes, the
// administrators list, passkeys on the profile and "Mit Passkey anmelden" on /login.

import { passkeySignInMessages } from './passkey-sign-in';

// The error texts and /login's passkey texts have files of their own (the shell and the sign-in page carry those,
// not the factor page's texts: decision 042).

export const secondFactorMessages = {
  // Factor page (/anmelden/zweiter-faktor)
  enrolTitle: 'Zweiten Faktor einrichten',
  enrolIntro:
    'Als Administrator sehen Sie die Daten aller Familien. Richten Sie deshalb einen zweiten Faktor ein: eine Authenticator-App oder einen Passkey. Sie brauchen ihn bei jeder Anmeldung nach dem Code aus der E-Mail.',
  enrolTotpTitle: 'Authenticator-App',
  enrolTotpStart: 'Mit Authenticator-App einrichten',
  enrolTotpScan:
    'Scannen Sie den QR-Code mit Ihrer Authenticator-App (z. B. Google Authenticator, Microsoft Authenticator, 1Password) oder tippen Sie den Schlüssel ein.',
  enrolTotpSecretLabel: 'Schlüssel zum Eintippen',
  enrolTotpQrAlt: 'QR-Code für die Authenticator-App',
  enrolTotpConfirm: 'Bestätigen',
  enrolPasskeyTitle: 'Passkey',
  enrolPasskeyIntro:
    'Mit Fingerabdruck, Gesichtserkennung oder der PIN dieses Geräts oder eines Sicherheitsschlüssels.',
  enrolPasskeyStart: 'Passkey einrichten',
  verifyTitle: 'Anmeldung bestätigen',
  verifyIntro: 'Bitte bestätigen Sie die Anmeldung mit Ihrem zweiten Faktor.',
  totpCodeLabel: 'Code aus der Authenticator-App (6 Ziffern)',
  verifyTotp: 'Bestätigen',
  verifyPasskey: 'Mit Passkey bestätigen',
  useRecoveryCode: 'Wiederherstellungscode verwenden',
  useTotp: 'Code aus der App verwenden',
  recoveryCodeLabel: 'Wiederherstellungscode',
  verifyRecovery: 'Mit Wiederherstellungscode bestätigen',
  verifying: 'Prüfe…',
  recoveryCodesTitle: 'Ihre Wiederherstellungscodes',
  recoveryCodesIntro:
    'Bewahren Sie diese 10 Codes sicher auf (ausdrucken oder im Passwortmanager). Jeder Code gilt einmal, falls Sie Ihre App oder Ihren Passkey nicht zur Hand haben. Sie werden nur jetzt angezeigt.',
  recoveryCodesCopy: 'Codes kopieren',
  recoveryCodesCopied: 'Kopiert.',
  recoveryCodesDone: 'Ich habe die Codes gespeichert',
  signOut: 'Abmelden',

  // Login page and profile (passkeys for everyone)
  ...passkeySignInMessages,
  passkeysTitle: 'Passkeys',
  passkeysIntro:
    'Mit einem Passkey melden Sie sich auf diesem Gerät ohne Code aus der E-Mail an (Fingerabdruck, Gesichtserkennung oder PIN).',
  passkeysNone: 'Noch kein Passkey eingerichtet.',
  passkeyAdd: 'Passkey hinzufügen',
  passkeyAdded: 'Passkey hinzugefügt.',
  passkeyRemove: 'Entfernen',
  passkeyRemoveConfirm: (name: string) => `Passkey «${name}» entfernen?`,
  passkeyCreatedAt: (date: string) => `eingerichtet am ${date}`,
  // An admin's passkey from before the account became an admin is no second factor until confirmed (issue 25).
  passkeyNotFactor: 'noch nicht als zweiter Faktor bestätigt',
  passkeyConfirm: 'Als zweiten Faktor bestätigen',
  passkeyConfirmed: 'Passkey als zweiter Faktor bestätigt.',
  enrolConfirmTitle: 'Vorhandener Passkey',
  enrolConfirmIntro:
    'Sie haben schon einen Passkey, aus der Zeit vor Ihrer Ernennung zum Administrator. Bestätigen Sie ihn, damit er als zweiter Faktor gilt.',
  // Adding a passkey (or confirming one) asks an admin for the factor again after a few minutes.
  factorAgainDone: 'Zweiter Faktor bestätigt. Bitte wiederholen Sie jetzt den Schritt.',
  passkeyLastUsed: (date: string) => `zuletzt verwendet am ${date}`,

  // An admin's recovery codes on the profile
  recoveryCodesSectionTitle: 'Wiederherstellungscodes',
  recoveryCodesSectionIntro:
    'Mit einem Wiederherstellungscode bestätigen Sie eine Anmeldung, wenn Sie Ihre Authenticator-App oder Ihren Passkey nicht zur Hand haben. Jeder Code gilt einmal.',
  recoveryCodesRenew: 'Neue Codes erstellen',
  recoveryCodesRenewConfirm: 'Neue Wiederherstellungscodes erstellen?',
  recoveryCodesRenewDescription:
    'Alle bisherigen Codes gelten danach nicht mehr. Die 10 neuen Codes werden nur einmal angezeigt.',

  // Administrators list (/admin/administratoren)
  administratorsTitle: 'Administratoren',
  administratorsIntro:
    'Hat ein Administrator seinen zweiten Faktor verloren, setzen Sie ihn hier zurück. Er richtet ihn bei der nächsten Anmeldung neu ein; seine offenen Sitzungen enden.',
  columnFactor: 'Zweiter Faktor',
  factorNone: 'nicht eingerichtet',
  factorTotp: 'Authenticator-App',
  factorPasskeys: (n: number) => (n === 1 ? '1 Passkey' : `${n} Passkeys`),
  recoveryLeft: (n: number) => `${n} Wiederherstellungscodes übrig`,
  resetFactor: 'Zweiten Faktor zurücksetzen',
  resetConfirm: (name: string) =>
    `Zweiten Faktor von ${name} zurücksetzen? ${name} wird abgemeldet und richtet den Faktor bei der nächsten Anmeldung neu ein.`,
  resetDone: 'Zweiter Faktor zurückgesetzt.',
  you: '(Sie)',
  quickAccessHint: 'Zweiter Faktor der Administratoren, zurücksetzen',
} as const;
