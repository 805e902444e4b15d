// The back office's payments screen (/admin/zahlungen): the server's refusals of an admin's payment move. The
// screen's own texts (the spec's failures and success messages) are adminPaymentMessages in ./payments.
export const adminPaymentErrorMessages = {
  PAYMENT_NOT_RESETTABLE:
    'Nur erstattete, fehlgeschlagene oder von Hand bezahlte Zahlungen können wieder geöffnet werden.',
  REFUND_NOT_PENDING: 'Für diese Zahlung ist keine Rückzahlung von Hand offen.',
  REFUND_NOT_FAILED: 'Für diese Zahlung ist keine fehlgeschlagene Rückerstattung offen.',
} as const satisfies Record<string, string>;

/** The payments CSV for the bookkeeping: its header row and its file name. */
export const adminPaymentsCsvMessages = {
  header: [
    'Datum',
    'Elternteil',
    'Kind',
    'Angebot',
    'Betrag (CHF)',
    'Status',
    'Zahlungsart',
    'Stripe-Referenz',
  ],
  fileName: (tab: 'trainings' | 'camps', day: string) =>
    `zahlungen-${tab === 'trainings' ? 'trainings' : 'camps'}-${day}.csv`,
  campFee: 'Annullationsgebühr',
} as const;

/** The screen /admin/zahlungen (admin-back-office.md section 2). Failure and success texts: adminPaymentMessages. */
export const adminPaymentsScreenMessages = {
  pageTitle: 'Zahlungen',
  description: 'Trainings- und Camp-Zahlungen, Rückerstattungen und Annullationsgebühren.',
  tabs: { trainings: 'Trainings', camps: 'Camps', refunds: 'Rückerstattungen' },
  statusTabsLabel: 'Status',
  statusTabs: {
    all: 'Alle',
    open: 'Ausstehend',
    paid: 'Bezahlt',
    refunded: 'Erstattet',
    failed: 'Fehlgeschlagen',
  },
  filtersLabel: 'Zahlungen filtern',
  search: 'Suche',
  searchPlaceholder: 'Kind, Elternteil oder Angebot',
  sort: 'Sortieren nach',
  sorts: { date: 'Datum', amount: 'Betrag', child: 'Kind' },
  ascending: 'Aufsteigend',
  descending: 'Absteigend',
  sortDirection: (ascending: boolean) => `Reihenfolge: ${ascending ? 'aufsteigend' : 'absteigend'}`,
  view: 'Ansicht',
  views: { list: 'Liste', grouped: 'Gruppiert' },
  exportCsv: 'CSV exportieren',
  summaryLabel: 'Zusammenfassung',
  summaryNote: 'Über alle Zahlungen dieser Auswahl, nicht nur diese Seite.',
  received: 'Eingenommen',
  outstanding: 'Ausstehend',
  refunded: 'Erstattet',
  count: 'Zahlungen',
  listLabel: 'Zahlungen',
  empty: 'Keine Zahlungen vorhanden.',
  noMatch: 'Keine Zahlungen für diese Auswahl.',
  columns: {
    date: 'Datum',
    child: 'Kind',
    parent: 'Elternteil',
    offer: 'Angebot',
    amount: 'Betrag',
    status: 'Status',
    method: 'Zahlungsart',
    actions: 'Aktionen',
  },
  unknownChild: 'Unknown Child',
  unknownCamp: 'Unknown Camp',
  campFee: 'Annullationsgebühr',
  refundInProgress: 'in Bearbeitung',
  actionsFor: (child: string) => `Aktionen für ${child}`,
  markPaidTitle: 'Zahlung bestätigen',
  markPaidDescription: (child: string, amount: string) =>
    `Zahlung von ${amount} für ${child} als bezahlt markieren. Wie wurde bezahlt?`,
  method: 'Zahlungsart',
  confirm: 'Bestätigen',
  cancel: 'Abbrechen',
  refundTitle: 'Zahlung rückerstatten',
  refundConfirm: 'Rückerstatten',
  resetConfirm: 'Zurücksetzen',
  refundDescription: (child: string, amount: string, how: string) =>
    `${amount} für ${child} rückerstatten. ${how}`,
  refundHowStripe: 'Das Geld geht über den Zahlungsanbieter zurück.',
  refundHowCredit: 'Das Guthaben wird wiederhergestellt.',
  refundHowManual: 'Das Geld muss manuell zurückbezahlt werden.',
  resetTitle: 'Zahlung zurücksetzen',
  resetDescription: (child: string) =>
    `Die Zahlung für ${child} wird wieder offen, ohne Zahlungsart und ohne Referenzen des Zahlungsanbieters.`,
  pendingRefunds: 'Offene Rückzahlungen (Camps)',
  pendingRefundsHint:
    'Nach der Rückzahlung von Hand bestätigen; die Eltern sehen dann «Erstattet» mit Datum.',
  noPendingRefunds: 'Keine offenen Rückzahlungen.',
  refundColumns: {
    child: 'Kind',
    camp: 'Camp',
    original: 'Betrag',
    refund: 'Rückzahlung',
    fee: 'Gebühr',
    created: 'Erfasst',
    state: 'Status',
    actions: 'Aktionen',
  },
  confirmRefundTitle: 'Rückzahlung bestätigen',
  confirmRefundDescription: (child: string, amount: string) =>
    `Bestätigen, dass ${amount} an die Familie von ${child} zurückbezahlt wurden?`,
  stripeRefunds: 'Rückerstattungen über den Zahlungsanbieter',
  noStripeRefunds: 'Keine wartenden oder fehlgeschlagenen Rückerstattungen.',
  stripeStates: { QUEUED: 'Wartet', FAILED: 'Fehlgeschlagen' },
  retry: 'Erneut versuchen',
  retried: 'Rückerstattung erneut ausgelöst.',
  retryFailed: 'Fehler beim erneuten Auslösen der Rückerstattung',
} as const;
