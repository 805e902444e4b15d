// The admin back office's error and success catalogue (admin-back-office.md section 8, verbatim). Where the
// spec folds variants into one line ("des Kindes / Elternteils"), each variant is its own entry. Texts the spec
// only describes (refund outcomes, copy confirmations) are ours, in the same tone.

export const adminMessages = {
  // Copy
  copyAhvFailed: 'Fehler beim Kopieren der AHV-Nummer',
  copyIdFailed: 'Fehler beim Kopieren der ID',
  copyEmailFailed: 'Fehler beim Kopieren der E-Mail',
  noAhv: 'Keine AHV-Nummer verfügbar.',
  ahvCopied: 'AHV-Nummer kopiert!',
  idCopied: 'ID kopiert!',
  emailCopied: 'E-Mail kopiert!',
  listCopied: 'Liste kopiert!',
  trainerAhvFetchFailed: 'Fehler beim Abrufen der AHV.',
  trainerAhvCopyFailed: 'Fehler beim Kopieren der AHV.',
  trainerAhvSaveFailed: 'Fehler beim Speichern der AHV. Bitte Migration ausführen.',

  // Children and parents
  deleteChildFailed: 'Fehler beim Löschen des Kindes',
  deleteParentFailed: 'Fehler beim Löschen des Elternteils',
  updateChildFailed: 'Fehler beim Aktualisieren des Kindes',
  updateParentFailed: 'Fehler beim Aktualisieren des Elternteils',

  // Payments
  settleWithCreditFailed: (detail?: string) =>
    detail ? `Fehler beim Verrechnen mit Guthaben: ${detail}` : 'Fehler beim Verrechnen mit Guthaben',
  refundFailed: 'Fehler beim Rückerstatten',
  confirmFailed: 'Fehler beim Bestätigen',
  paymentLinkFailed: 'Fehler beim Erstellen des Zahlungslinks.',
  creditApplied: 'Zahlung mit Guthaben verrechnet.',

  // Refund outcomes (admin-back-office.md section 7)
  refundManual: 'Zahlung als erstattet markiert. Das Geld muss manuell zurückbezahlt werden.',
  refundCreditRestored: 'Zahlung erstattet. Das Guthaben wurde wiederhergestellt.',
  refundByCardProvider:
    'Rückerstattung ausgelöst. Die Kundin bzw. der Kunde erhält das Geld in 5–10 Werktagen zurück.',
  manualRefundConfirmed: 'Rückzahlung bestätigt.',

  // Packs
  cancelPackFailed: 'Fehler beim Stornieren des Abos',

  // News and uploads
  createNewsFailed: 'Fehler beim Erstellen der Neuigkeit',
  updateNewsFailed: 'Fehler beim Aktualisieren der Neuigkeit',
  deleteNewsFailed: 'Fehler beim Löschen der Neuigkeit',
  uploadFailed: 'Upload fehlgeschlagen.',

  // Admin adds a child
  alreadyInTraining: 'Dieses Kind ist bereits für das Training angemeldet.',
  alreadyInCamp: 'Dieses Kind ist bereits für das Camp angemeldet.',
  forbidden: 'Keine Berechtigung für diese Aktion.',
  trainingOrChildNotFound: 'Training oder Kind wurde nicht gefunden.',
  campOrChildNotFound: 'Camp oder Kind wurde nicht gefunden.',
  addChildFailed: 'Fehler beim Hinzufügen des Kindes.',
  saveFailed: 'Fehler beim Speichern.',
  notAuthenticated: 'Not authenticated',

  // Unknown names
  unknownChild: 'Unknown Child',
  unknownCamp: 'Unknown Camp',

  // Push
  pushNoResult: 'Push-Benachrichtigung konnte nicht gesendet werden',
  pushSendFailed: (message?: string) =>
    `Fehler beim Senden der Push-Benachrichtigung: ${message || 'Unbekannter Fehler'}`,
  pushSent: (sent: number, failed = 0) =>
    `Push-Benachrichtigung erfolgreich gesendet an ${sent} Empfänger!${failed > 0 ? ` (${failed} fehlgeschlagen)` : ''}`,
  pushDeleteFailed: 'Fehler beim Löschen der Push-Benachrichtigung',
  noRecipientInfo: 'Keine Empfänger-Informationen verfügbar',
  noRecipientInfoNote:
    'Fehlgeschlagene Abonnements wurden automatisch entfernt. Betroffene Eltern können Push-Benachrichtigungen in ihrem Profil erneut aktivieren.',

  // Empty states
  noPushSent: 'Noch keine Push-Benachrichtigungen gesendet.',
  noPushSubscriptions: 'Noch keine Push-Abonnements vorhanden.',
  noParentsWithPush: 'Keine Eltern mit Push-Abos',
  noParentsFound: 'Keine Eltern gefunden',
} as const;
