import { describe, expect, it } from 'vitest';
import { authMessages } from './auth';

// The texts parent-portal.md quotes (sections 2 and 8), verbatim.
describe('sign-in texts', () => {
  it.each([
    [authMessages.sendCode, 'Code schicken'],
    [authMessages.sending, 'Sende…'],
    [authMessages.confirmingSignIn, 'Anmeldung wird bestätigt…'],
    [authMessages.loadingProfile, 'Profil wird geladen…'],
    [authMessages.completeProfile, 'Profil vervollständigen'],
    [
      authMessages.accountCreationFailed,
      'Es gab ein Problem beim Erstellen Ihres Kontos. Versuchen Sie es bitte erneut.',
    ],
    [authMessages.rateLimited, 'Zu viele Versuche. Bitte warten Sie einige Minuten.'],
    [authMessages.invalidEmail, 'Ungültige E-Mail-Adresse.'],
    [authMessages.unexpected, 'Ein unerwarteter Fehler ist aufgetreten. Versuchen Sie es bitte erneut.'],
    [authMessages.resendFailed, 'Es gab ein Problem. Versuchen Sie es bitte erneut.'],
    [authMessages.wrongCode(1), 'Falscher Code. Versuche: 1/5'],
    [authMessages.wrongCode(4), 'Falscher Code. Versuche: 4/5'],
    [authMessages.invalidCode(2), 'Ungültiger Code. Versuche: 2/5'],
    [authMessages.codeExpired, 'Der Code ist abgelaufen. Bitte fordern Sie einen neuen an.'],
    [authMessages.tooManyFailures, 'Zu viele fehlgeschlagene Versuche. Bitte warten Sie 5 Minuten.'],
    [authMessages.verificationFailed, 'Verifizierung fehlgeschlagen.'],
    [authMessages.noSession, 'Keine Session gefunden. Bitte erneut einloggen.'],
    [authMessages.unexpectedShort, 'Unerwarteter Fehler.'],
    [authMessages.onboardingSaveFailed, 'Fehler beim Speichern. Bitte versuchen Sie es erneut.'],
    [authMessages.profileSaveFailed('Netzwerkfehler'), '❌ Fehler: Netzwerkfehler'],
    [authMessages.roleAdmin, 'Administrator'],
    [authMessages.roleParent, 'Elternteil'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('states the 14-day session', () => {
    expect(authMessages.staysLoggedIn).toContain('14 Tage');
  });
});
