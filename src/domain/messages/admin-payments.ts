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
