// The dashboard's "Offene Zahlungen" card: its own file, so the dashboard's first view does not carry the payment
// screens' texts (decision 028).
export const openPaymentsCardMessages = {
  title: 'Offene Zahlungen',
  count: (n: number) => (n === 1 ? '1 offene Zahlung' : `${n} offene Zahlungen`),
  none: 'Keine offenen Zahlungen.',
  failed: (n: number) => (n === 1 ? '1 fehlgeschlagene Zahlung' : `${n} fehlgeschlagene Zahlungen`),
  pay: 'Jetzt bezahlen',
  show: 'Zahlungen anzeigen',
} as const;
