// Payments, credit settlement and credit packs ("Abos"), parent and admin side.
import { CREDIT_PACK_CREDITS, CREDIT_PACK_PRICE_CENTS } from '../constants';
import { formatChf } from '../money';
import { formatDate } from '../time/zurich';

export { paymentMethodLabels, paymentStatusLabels } from './payment-labels';

export const packStatusLabels = {
  ACTIVE: 'Aktiv',
  EXPIRED: 'Abgelaufen',
  CANCELLED: 'Storniert',
} as const;

export const packOriginLabels = {
  PURCHASED: 'Kauf',
  LEGACY: 'Legacy',
  GOODWILL: 'Rückerstattung (Gratis-Guthaben)',
} as const;

export const paymentActionLabels = {
  MARK_PAID: 'Als bezahlt markieren',
  SETTLE_WITH_CREDIT: 'Mit Guthaben verrechnen',
  REFUND: 'Rückerstatten',
  REOPEN: 'Wieder öffnen',
  RESET: 'Zurücksetzen',
} as const;

export const paymentMessages = {
  empty: 'Keine Zahlungen vorhanden.',
  payOnline: 'Online bezahlen',
  payWithCredit: 'Mit Guthaben bezahlen',
  creditApplied: 'Zahlung mit Guthaben verrechnet.',
  creditFailed: 'Konnte Guthaben nicht anwenden.',
  paymentLinkFailed: 'Fehler beim Erstellen des Zahlungslinks.',
  packLinkFailed: 'Fehler beim Erstellen des Kauf-Links.',
  /** A refunded camp payment paid by hand, before the admin confirms the repayment. */
  refundInProgress: 'in Bearbeitung',
  refundedOn: (date: Date) => `Erstattet am ${formatDate(date)}`,
  /** A reverted credit consumption in the history. */
  consumptionReverted: 'Erstattet',
  campFee: (feeCents: number) => `Gebühr ${formatChf(feeCents)}`,
} as const;

export const creditPackMessages = {
  credits: (count: number) => (count === 1 ? '1 Guthaben' : `${count} Guthaben`),
  remaining: (remaining: number, total: number) => `${remaining} von ${total} Guthaben übrig`,
  lowCredit: 'Ihr Guthaben ist bald aufgebraucht.',
  offerPurchase: `Abo 10+1 kaufen: ${CREDIT_PACK_CREDITS} Trainings für ${formatChf(CREDIT_PACK_PRICE_CENTS)}`,
  expiresOn: (date: Date) => `Gültig bis ${formatDate(date)}`,
} as const;

/** Admin payment screens (admin-back-office.md, sections 7 and 8). */
export const adminPaymentMessages = {
  updateFailed: 'Fehler beim Aktualisieren der Zahlung',
  statusUpdateFailed: 'Fehler beim Aktualisieren des Zahlungsstatus',
  creditSettleFailed: 'Fehler beim Verrechnen mit Guthaben',
  refundFailed: 'Fehler beim Rückerstatten',
  resetFailed: 'Fehler beim Zurücksetzen der Zahlung',
  confirmFailed: 'Fehler beim Bestätigen',
  markedPaid: 'Zahlung als bezahlt markiert.',
  markedOpen: 'Zahlung wieder als offen markiert.',
  refundManual: 'Zahlung als erstattet markiert. Das Geld muss manuell zurückbezahlt werden.',
  refundCreditRestored: 'Zahlung erstattet. Das Guthaben wurde wiederhergestellt.',
  refundByCardProvider: 'Rückerstattung ausgelöst. Das Geld ist in 5-10 Werktagen zurück auf dem Konto.',
  manualRefundConfirmed: 'Rückzahlung bestätigt.',
} as const;
