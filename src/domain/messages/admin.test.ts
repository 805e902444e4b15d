import { describe, expect, it } from 'vitest';
import { adminMessages as a } from './admin';
import { secondParentMessages } from './family';

// admin-back-office.md section 8, verbatim (variants the spec folds with "/" each have their own entry).
describe('admin catalogue', () => {
  it.each([
    [a.copyAhvFailed, 'Fehler beim Kopieren der AHV-Nummer'],
    [a.noAhv, 'Keine AHV-Nummer verfügbar.'],
    [a.ahvCopied, 'AHV-Nummer kopiert!'],
    [a.trainerAhvFetchFailed, 'Fehler beim Abrufen der AHV.'],
    [a.trainerAhvSaveFailed, 'Fehler beim Speichern der AHV. Bitte Migration ausführen.'],
    [a.deleteChildFailed, 'Fehler beim Löschen des Kindes'],
    [a.updateParentFailed, 'Fehler beim Aktualisieren des Elternteils'],
    [a.settleWithCreditFailed(), 'Fehler beim Verrechnen mit Guthaben'],
    [a.settleWithCreditFailed('kein Guthaben'), 'Fehler beim Verrechnen mit Guthaben: kein Guthaben'],
    [a.cancelPackFailed, 'Fehler beim Stornieren des Abos'],
    [a.createNewsFailed, 'Fehler beim Erstellen der Neuigkeit'],
    [a.alreadyInCamp, 'Dieses Kind ist bereits für das Camp angemeldet.'],
    [a.campOrChildNotFound, 'Camp oder Kind wurde nicht gefunden.'],
    [a.pushSendFailed('timeout'), 'Fehler beim Senden der Push-Benachrichtigung: timeout'],
    [a.pushSendFailed(), 'Fehler beim Senden der Push-Benachrichtigung: Unbekannter Fehler'],
    [a.pushSent(12), 'Push-Benachrichtigung erfolgreich gesendet an 12 Empfänger!'],
    [a.pushSent(12, 0), 'Push-Benachrichtigung erfolgreich gesendet an 12 Empfänger!'],
    [a.pushSent(10, 2), 'Push-Benachrichtigung erfolgreich gesendet an 10 Empfänger! (2 fehlgeschlagen)'],
    [a.noParentsWithPush, 'Keine Eltern mit Push-Abos'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('second parent texts', () => {
  it.each([
    [secondParentMessages.title, 'Elternteil 2'],
    [secondParentMessages.link, 'Verknüpfen'],
    [secondParentMessages.remove, 'Entfernen'],
    [secondParentMessages.separate, 'Trennen'],
    [secondParentMessages.error('Partner nicht gefunden'), 'Fehler: Partner nicht gefunden'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
