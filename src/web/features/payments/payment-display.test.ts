import type { PaymentHistoryItem } from '@domain/payments/payments-api';
import { describe, expect, it } from 'vitest';
import {
  childLabel,
  consumptionStatusView,
  historyPaymentStatus,
  methodText,
  packStatusView,
  payableHeading,
  payableWhen,
} from './payment-display';

const payment = (over: Partial<PaymentHistoryItem>): PaymentHistoryItem => ({
  type: 'payment',
  id: 'p1',
  kind: 'training',
  status: 'SUCCEEDED',
  method: 'STRIPE_ONLINE',
  amountCents: 2500,
  childName: 'Lena Muster',
  title: 'TIZ Training',
  date: '2026-03-29T08:00:00.000Z',
  paidAt: null,
  refundCents: null,
  manualRefundCompletedAt: null,
  lateCancellation: false,
  changedAt: '2026-03-20T10:00:00.000Z',
  ...over,
});

describe('names and dates', () => {
  it.each([
    { item: { kind: 'training', title: 'TIZ Passspiel', date: null }, heading: 'TIZ Passspiel' },
    { item: { kind: 'camp', title: 'Sommercamp', date: null }, heading: 'Sommercamp' },
    { item: { kind: 'camp', title: null, date: null }, heading: 'Unknown Camp' },
    { item: { kind: 'campFee', title: 'Sommercamp', date: null }, heading: 'Annullationsgebühr: Sommercamp' },
    { item: { kind: 'campFee', title: null, date: null }, heading: 'Annullationsgebühr: Unknown Camp' },
  ] as const)('$heading', ({ item, heading }) => {
    expect(payableHeading(item)).toBe(heading);
  });

  it('falls back to "Unknown Child"', () => {
    expect(childLabel(null)).toBe('Unknown Child');
    expect(childLabel('Noah Meier')).toBe('Noah Meier');
  });

  it('shows a training in Zurich time with its weekday, a camp by its first day', () => {
    expect(payableWhen({ kind: 'training', title: null, date: '2026-03-29T08:00:00.000Z' })).toBe(
      'Sonntag, 29.03.2026, 10:00',
    );
    expect(payableWhen({ kind: 'camp', title: null, date: '2026-07-06' })).toBe('06.07.2026');
    expect(payableWhen({ kind: 'campFee', title: null, date: null })).toBeNull();
  });
});

describe('status labels', () => {
  it.each([
    ['REQUIRES_PAYMENT', 'Offen', 'yellow'],
    ['SUCCEEDED', 'Bezahlt', 'green'],
    ['FAILED', 'Fehlgeschlagen', 'red'],
    ['REFUNDED', 'Erstattet', 'neutral'],
  ] as const)('%s reads %s', (status, label, tone) => {
    expect(historyPaymentStatus(payment({ status }))).toEqual({ label, tone });
  });

  it('a refunded camp paid by hand is "in Bearbeitung" until the admin confirms, then refunded with the date', () => {
    const refunded = payment({ kind: 'camp', status: 'REFUNDED', method: 'CASH' });
    expect(historyPaymentStatus(refunded).label).toBe('in Bearbeitung');
    expect(
      historyPaymentStatus({ ...refunded, manualRefundCompletedAt: '2026-04-01T22:30:00.000Z' }).label,
    ).toBe('Erstattet am 02.04.2026');
  });

  it('a camp refunded online is refunded at once, dated by its last change', () => {
    const online = payment({ kind: 'camp', status: 'REFUNDED', method: 'STRIPE_TWINT' });
    expect(historyPaymentStatus(online).label).toBe('Erstattet am 20.03.2026');
  });

  it('shows known methods only', () => {
    expect(methodText('STRIPE_TWINT')).toBe('TWINT (online)');
    expect(methodText('CREDIT')).toBe('Guthaben');
    expect(methodText('PAYPAL')).toBeNull();
    expect(methodText('ONLINE_TWINT')).toBeNull();
    expect(methodText(null)).toBeNull();
  });

  it('packs: active, expired by date or status, cancelled', () => {
    expect(packStatusView({ status: 'ACTIVE', expired: false }).label).toBe('Aktiv');
    expect(packStatusView({ status: 'ACTIVE', expired: true }).label).toBe('Abgelaufen');
    expect(packStatusView({ status: 'EXPIRED', expired: false }).label).toBe('Abgelaufen');
    expect(packStatusView({ status: 'CANCELLED', expired: false }).label).toBe('Storniert');
  });

  it('a credit given back reads "Erstattet"', () => {
    expect(consumptionStatusView({ revertedAt: '2026-03-20T10:00:00.000Z' }).label).toBe('Erstattet');
    expect(consumptionStatusView({ revertedAt: null }).label).toBe('Bezahlt');
  });
});
