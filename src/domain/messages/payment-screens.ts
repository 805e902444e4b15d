// The parent's payment screens (/zahlungen, the dashboard card, the test checkout) and the lines a checkout shows
// at the payment provider. Status, method and pack labels and the spec's quoted texts are in payments.ts.
import { CREDIT_PACK_CREDITS } from '../constants';
import { formatChf } from '../money';
import { formatDate } from '../time/zurich';

export const paymentsPageMessages = {
  tabOverview: 'Übersicht',
  tabHistory: 'Verlauf',
  openTitle: 'Offene Zahlungen',
  noOpenPayments: 'Keine offenen Zahlungen.',
  creditTitle: 'Guthaben',
  noCredit: 'Kein Guthaben vorhanden.',
  balance: (credits: number) => (credits === 1 ? '1 Training Guthaben' : `${credits} Trainings Guthaben`),
  buyPack: 'Abo 10+1 kaufen',
  consumptionsTitle: 'Zuletzt mit Guthaben bezahlt',
  noConsumptions: 'Noch kein Guthaben verwendet.',
  showMore: 'Mehr anzeigen',
  showLess: 'Weniger anzeigen',
  loadMore: 'Ältere laden',
  campFeeTitle: (camp: string) => `Annullationsgebühr: ${camp}`,
  /**
   * A training cancelled 20 hours or less before its start while unpaid: still owed (decision 033). The fee is the
   * training's price, which is not always CHF 25.
   */
  lateCancellation: (feeCents: number) => `Späte Abmeldung: Gebühr ${formatChf(feeCents)}, kein Guthaben`,
  packTitle: 'Abo',
  consumptionTitle: 'Mit Guthaben bezahlt',
  creditsUsed: (qty: number) => (qty === 1 ? '1 Guthaben' : `${qty} Guthaben`),
  paidOn: (date: Date) => `Bezahlt am ${formatDate(date)}`,
  expiredOn: (date: Date) => `Abgelaufen am ${formatDate(date)}`,
  refundAmount: (cents: number) => `Rückerstattung ${formatChf(cents)}`,
  checkoutSuccess: 'Vielen Dank! Die Zahlung ist eingegangen.',
  checkoutPending: 'Vielen Dank! Die Zahlung wird verarbeitet und erscheint in Kürze als bezahlt.',
  checkoutFailed: 'Die Zahlung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  checkoutCancelled: 'Die Zahlung wurde abgebrochen.',
} as const;

export { openPaymentsCardMessages } from './open-payments-card';

export const testCheckoutMessages = {
  title: 'Testzahlung',
  notice:
    'Dies ist die Testzahlung der Entwicklungs- und Testumgebung: Es wird kein Geld belastet. Wählen Sie, wie die Zahlung ausgehen soll.',
  amount: 'Betrag',
  payCard: 'Mit Karte bezahlen',
  payTwint: 'Mit TWINT bezahlen',
  fail: 'Zahlung fehlschlagen lassen',
  cancel: 'Abbrechen',
  closed: 'Diese Testzahlung ist bereits abgeschlossen.',
  back: 'Zurück zu den Zahlungen',
} as const;

/** The line a checkout shows at the payment provider. */
export const checkoutLineMessages = {
  training: (title: string, start: Date, child: string) => `${title} ${formatDate(start)} – ${child}`,
  camp: (camp: string, child: string) => `${camp} – ${child}`,
  campFee: (camp: string, child: string) => `Annullationsgebühr ${camp} – ${child}`,
  pack: `Abo 10+1 (${CREDIT_PACK_CREDITS} Trainings)`,
} as const;
