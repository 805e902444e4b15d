import { describe, expect, it } from 'vitest';
import * as bookings from './bookings';
import * as payments from './payments';
import {
  adminPaymentMessages,
  creditPackMessages,
  paymentActionLabels,
  paymentMessages,
  paymentMethodLabels,
  paymentStatusLabels,
} from './payments';

describe('texts quoted by the spec', () => {
  it.each([
    { text: paymentMessages.empty, quoted: 'Keine Zahlungen vorhanden.' },
    { text: paymentMessages.creditApplied, quoted: 'Zahlung mit Guthaben verrechnet.' },
    { text: paymentMessages.creditFailed, quoted: 'Konnte Guthaben nicht anwenden.' },
    { text: paymentMessages.paymentLinkFailed, quoted: 'Fehler beim Erstellen des Zahlungslinks.' },
    { text: paymentMessages.packLinkFailed, quoted: 'Fehler beim Erstellen des Kauf-Links.' },
    { text: paymentMessages.refundInProgress, quoted: 'in Bearbeitung' },
    { text: adminPaymentMessages.updateFailed, quoted: 'Fehler beim Aktualisieren der Zahlung' },
    { text: adminPaymentMessages.statusUpdateFailed, quoted: 'Fehler beim Aktualisieren des Zahlungsstatus' },
    { text: adminPaymentMessages.creditSettleFailed, quoted: 'Fehler beim Verrechnen mit Guthaben' },
    { text: adminPaymentMessages.refundFailed, quoted: 'Fehler beim Rückerstatten' },
    { text: adminPaymentMessages.resetFailed, quoted: 'Fehler beim Zurücksetzen der Zahlung' },
    { text: adminPaymentMessages.confirmFailed, quoted: 'Fehler beim Bestätigen' },
    { text: paymentStatusLabels.REQUIRES_PAYMENT, quoted: 'Offen' },
    { text: paymentMethodLabels.CASH, quoted: 'Bar' },
  ])('$quoted', ({ text, quoted }) => {
    expect(text).toBe(quoted);
  });
});

describe('parameterised texts', () => {
  it.each([
    {
      text: paymentMessages.refundedOn(new Date('2026-06-01T22:30:00Z')),
      expected: 'Erstattet am 02.06.2026',
    },
    { text: paymentMessages.campFee(10_000), expected: 'Gebühr CHF\u00A0100.00' },
    { text: creditPackMessages.credits(1), expected: '1 Guthaben' },
    { text: creditPackMessages.credits(11), expected: '11 Guthaben' },
    { text: creditPackMessages.remaining(2, 11), expected: '2 von 11 Guthaben übrig' },
    { text: creditPackMessages.offerPurchase, expected: 'Abo 10+1 kaufen: 11 Trainings für CHF\u00A0250.00' },
    {
      text: creditPackMessages.expiresOn(new Date('2027-03-15T09:00:00Z')),
      expected: 'Gültig bis 15.03.2027',
    },
  ])('$expected', ({ text, expected }) => {
    expect(text).toBe(expected);
  });

  it('labels every admin action', () => {
    expect(Object.keys(paymentActionLabels).sort()).toEqual([
      'MARK_PAID',
      'REFUND',
      'REOPEN',
      'RESET',
      'SETTLE_WITH_CREDIT',
    ]);
  });
});

/** Every fixed string in a catalogue module, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('Swiss spelling', () => {
  it.each([
    { area: 'bookings', module: bookings },
    { area: 'payments', module: payments },
  ])('$area uses "ss", never "ß"', ({ module }) => {
    const texts = strings(module);
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.filter((text) => text.includes('ß'))).toEqual([]);
  });
});
