// The bank on /admin/zahlungen (issue 17): the statement import (camt.054 / camt.053), bank credits in the unmatched
// money list, and the monthly bookkeeping export.

/** The server's refusals of a bank file or a bookkeeping month. */
export const adminBankErrorMessages = {
  BANK_FILE_EMPTY: 'Die Datei ist leer.',
  BANK_FILE_MALFORMED: 'Die Datei ist kein gültiges XML und kann nicht gelesen werden.',
  BANK_FILE_INVALID: 'Die Datei ist keine gültige camt.054- oder camt.053-Datei.',
  BANK_FILE_CURRENCY: 'Die Datei enthält Beträge in einer anderen Währung als CHF. Nur CHF wird verbucht.',
  BANK_FILE_TOO_DEEP:
    'Die Datei ist zu tief verschachtelt und kann nicht gelesen werden. Bitte die Datei der Bank unverändert hochladen.',
  BANK_FILE_AMOUNT:
    'Die Datei enthält einen Betrag über CHF 21’474’836.47, den das Portal nicht verbuchen kann. Es wurde nichts importiert.',
  BANK_FILE_TOO_LARGE: 'Die Datei ist grösser als 5 MB.',
  BANK_FILE_MISSING: 'Bitte eine camt.054- oder camt.053-Datei wählen.',
  UNMATCHED_NOT_BANK: 'Nur Geld von der Bank kann als zurücküberwiesen markiert werden.',
} as const satisfies Record<string, string>;

/** Why a bank credit paid nothing, as the unmatched money list shows it. */
export const bankCreditReasonLabels = {
  NO_REFERENCE: 'Ohne QR-Referenz überwiesen.',
  UNKNOWN_REFERENCE: 'Unbekannte Referenz.',
  PAYMENT_GONE: 'Eine Zahlung dieser Rechnung gibt es nicht mehr (abgemeldet).',
  ALREADY_PAID: 'Bereits bezahlt.',
  PARTLY_PAID: 'Weniger als der offene Betrag (Teilzahlung).',
  OVERPAID: 'Mehr als der offene Betrag.',
} as const;

export const adminBankImportMessages = {
  title: 'Bankauszug importieren',
  hint: 'camt.054- oder camt.053-Datei der Bank (XML, bis 5 MB). Gutschriften mit QR-Referenz werden den offenen Zahlungen zugeordnet; alles andere erscheint unter «Nicht zugeordnet».',
  file: 'Datei',
  submit: 'Importieren',
  importing: 'Wird importiert …',
  failed: 'Fehler beim Importieren des Bankauszugs',
  result: (matched: number, unmatched: number, already: number, awaiting: number) =>
    `${matched} zugeordnet, ${unmatched} nicht zugeordnet, ${already} bereits importiert.` +
    (awaiting > 0 ? ` ${awaiting} mit «Details folgen».` : ''),
  resultTitle: 'Import abgeschlossen',
  noCredits: 'Die Datei enthält keine Gutschriften.',
} as const;

/** Bookings of a statement without their details, until the bank's camt.054 brings them (decision 035). */
export const adminBankAwaitingMessages = {
  title: 'Details folgen',
  hint: 'Gutschriften aus dem Kontoauszug (camt.053) ohne Einzelheiten. Die Gutschriftsanzeige (camt.054) der Bank bringt die Zahlungen mit ihren QR-Referenzen; erst dann werden sie zugeordnet. Bitte sie importieren.',
  bookedOn: (date: string) => `Gebucht am ${date}`,
  payments: (count: number) => (count === 1 ? '1 Zahlung' : `${count} Zahlungen`),
  notification: 'Anzeige',
} as const;

/** The bank's details of a credit in the unmatched money list. */
export const adminBankCreditMessages = {
  source: 'Bankgutschrift',
  bookedOn: (date: string) => `Gebucht am ${date}`,
  reference: 'Referenz',
  bankReference: 'Bankreferenz',
  message: 'Mitteilung',
  returned: (date: string) => `Zurücküberwiesen am ${date}`,
  returnAction: 'Zurücküberwiesen',
  returnTitle: 'Geld zurücküberwiesen',
  returnDescription: (amount: string) =>
    `Bestätigen, dass ${amount} von Hand an den Auftraggeber zurücküberwiesen wurden?`,
  returnDone: 'Als zurücküberwiesen markiert.',
  returnFailed: 'Fehler beim Markieren',
} as const;

/** The bookkeeping export: every money movement of a month. */
export const adminBookkeepingMessages = {
  title: 'Buchhaltung',
  hint: 'Alle Geldbewegungen eines Monats als CSV (Excel): Zahlungen, verkaufte Abos und Rückerstattungen (negativ).',
  month: 'Monat',
  download: 'CSV herunterladen',
  income: 'Eingänge',
  refunds: 'Rückerstattungen',
  net: 'Saldo',
  lines: (count: number) => (count === 1 ? '1 Buchung' : `${count} Buchungen`),
  header: ['Datum', 'Buchung', 'Betrag (CHF)', 'Zahlungsart', 'Referenz', 'Zahler', 'Kind', 'Angebot'],
  kinds: {
    payment: 'Zahlung',
    campFee: 'Annullationsgebühr',
    pack: 'Abo 10+1',
    refund: 'Rückerstattung',
  },
  packOffer: 'Abo 10+1',
  fileName: (month: string) => `buchhaltung-${month}.csv`,
} as const;
