import { describe, expect, it } from 'vitest';
import {
  adminMethodLabel,
  campRefundDisplay,
  effectiveStatus,
  isBillable,
  isStripeMethod,
  isUnpaid,
  latestPayment,
  MANUAL_METHODS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentStatus,
  paymentStatusLabel,
  paymentSummary,
  visibleMethodLabel,
} from './status';

/** What a parent sees of each method (null: nothing, the method is the admin's or no method at all). */
const PARENT_LABELS: { method: string | null | undefined; label: string | null }[] = [
  { method: 'CREDIT', label: 'Guthaben' },
  { method: 'STRIPE_TWINT', label: 'TWINT (online)' },
  { method: 'STRIPE_ONLINE', label: 'Karte (online)' },
  { method: 'TWINT_MANUAL', label: 'TWINT (manuell)' },
  { method: 'CASH', label: 'Bar' },
  { method: 'GRATIS', label: 'Gratis' },
  { method: 'VOUCHER', label: 'Gutschein' },
  { method: 'BANK_TRANSFER', label: 'Banküberweisung' },
  { method: 'ONLINE_TWINT', label: null },
  { method: 'PAYPAL', label: null },
  { method: 'credit', label: null },
  { method: '', label: null },
  { method: null, label: null },
  { method: undefined, label: null },
];

describe('labels', () => {
  it.each([
    { status: 'REQUIRES_PAYMENT', label: 'Offen' },
    { status: 'SUCCEEDED', label: 'Bezahlt' },
    { status: 'FAILED', label: 'Fehlgeschlagen' },
    { status: 'REFUNDED', label: 'Erstattet' },
  ] as const)('$status -> $label', ({ status, label }) => {
    expect(paymentStatusLabel(status)).toBe(label);
  });

  it('knows exactly the four statuses and nine methods', () => {
    expect(PAYMENT_STATUSES).toEqual(['REQUIRES_PAYMENT', 'SUCCEEDED', 'FAILED', 'REFUNDED']);
    expect([...PAYMENT_METHODS].sort()).toEqual([
      'BANK_TRANSFER',
      'CASH',
      'CREDIT',
      'GRATIS',
      'ONLINE_TWINT',
      'STRIPE_ONLINE',
      'STRIPE_TWINT',
      'TWINT_MANUAL',
      'VOUCHER',
    ]);
    expect(MANUAL_METHODS).toEqual(['TWINT_MANUAL', 'CASH', 'GRATIS', 'VOUCHER', 'BANK_TRANSFER']);
  });

  it.each(PARENT_LABELS)('a parent sees method $method as $label', ({ method, label }) => {
    expect(visibleMethodLabel(method)).toBe(label);
  });

  it('shows a parent the seven methods of the parent spec and the bank transfer (issue 17)', () => {
    const shown = PAYMENT_METHODS.filter((method) => visibleMethodLabel(method) !== null);
    expect(shown).toEqual(PARENT_LABELS.filter(({ label }) => label !== null).map(({ method }) => method));
  });

  it.each([
    { method: 'ONLINE_TWINT', label: 'TWINT (online)' },
    { method: 'CASH', label: 'Bar' },
    { method: 'PAYPAL', label: null },
    { method: null, label: null },
  ])('an admin sees method $method as $label', ({ method, label }) => {
    expect(adminMethodLabel(method)).toBe(label);
  });
});

describe('latestPayment', () => {
  const p = (id: string, updatedAt: string, createdAt: string) => ({ id, updatedAt, createdAt });

  it.each([
    { name: 'none', payments: [], latest: undefined },
    { name: 'one', payments: [p('a', '2026-03-01T10:00:00Z', '2026-03-01T10:00:00Z')], latest: 'a' },
    {
      name: 'latest update wins over latest creation',
      payments: [
        p('old-created-recently-updated', '2026-03-05T10:00:00Z', '2026-03-01T10:00:00Z'),
        p('new-created-not-updated', '2026-03-03T10:00:00Z', '2026-03-03T10:00:00Z'),
      ],
      latest: 'old-created-recently-updated',
    },
    {
      name: 'same update time: later creation wins',
      payments: [
        p('created-later', '2026-03-05T10:00:00Z', '2026-03-02T10:00:00Z'),
        p('created-earlier', '2026-03-05T10:00:00Z', '2026-03-01T10:00:00Z'),
      ],
      latest: 'created-later',
    },
    {
      name: 'order of the input does not matter',
      payments: [
        p('b', '2026-03-02T10:00:00Z', '2026-03-01T10:00:00Z'),
        p('c', '2026-03-03T10:00:00.001Z', '2026-03-01T10:00:00Z'),
        p('a', '2026-03-03T10:00:00Z', '2026-03-01T10:00:00Z'),
      ],
      latest: 'c',
    },
  ])('$name', ({ payments, latest }) => {
    expect(latestPayment(payments)?.id).toBe(latest);
  });

  it('accepts Date values', () => {
    const a = {
      id: 'a',
      updatedAt: new Date('2026-03-02T00:00:00Z'),
      createdAt: new Date('2026-03-01T00:00:00Z'),
    };
    const b = {
      id: 'b',
      updatedAt: new Date('2026-03-01T00:00:00Z'),
      createdAt: new Date('2026-03-01T00:00:00Z'),
    };
    expect(latestPayment([b, a])).toBe(a);
  });
});

describe('isStripeMethod', () => {
  it.each(PAYMENT_METHODS.map((method) => [method, method === 'STRIPE_ONLINE' || method === 'STRIPE_TWINT']))(
    '%s goes back through Stripe: %s',
    (method, expected) => {
      expect(isStripeMethod(method)).toBe(expected);
    },
  );
  it('is false for no method and unknown ones', () => {
    expect([isStripeMethod(null), isStripeMethod('ONLINE')]).toEqual([false, false]);
  });
});

describe('effectiveStatus', () => {
  it.each<{ payment: { status: PaymentStatus } | null | undefined; status: PaymentStatus }>([
    { payment: undefined, status: 'REQUIRES_PAYMENT' },
    { payment: null, status: 'REQUIRES_PAYMENT' },
    { payment: { status: 'SUCCEEDED' }, status: 'SUCCEEDED' },
    { payment: { status: 'FAILED' }, status: 'FAILED' },
    { payment: { status: 'REFUNDED' }, status: 'REFUNDED' },
  ])('$payment -> $status', ({ payment, status }) => {
    expect(effectiveStatus(payment)).toBe(status);
  });
});

describe('isUnpaid', () => {
  it.each<{ status: PaymentStatus; unpaid: boolean }>([
    { status: 'REQUIRES_PAYMENT', unpaid: true },
    { status: 'FAILED', unpaid: true },
    { status: 'SUCCEEDED', unpaid: false },
    { status: 'REFUNDED', unpaid: false },
  ])('$status: $unpaid', ({ status, unpaid }) => {
    expect(isUnpaid(status)).toBe(unpaid);
  });
});

describe('isBillable', () => {
  it.each<{ status: PaymentStatus; amountCents: number; billable: boolean }>([
    { status: 'REQUIRES_PAYMENT', amountCents: 2500, billable: true },
    { status: 'FAILED', amountCents: 1, billable: true },
    { status: 'REQUIRES_PAYMENT', amountCents: 0, billable: false },
    { status: 'SUCCEEDED', amountCents: 2500, billable: false },
    { status: 'REFUNDED', amountCents: 2500, billable: false },
  ])('$status, $amountCents cents: $billable', ({ status, amountCents, billable }) => {
    expect(isBillable({ status, amountCents })).toBe(billable);
  });
});

describe('campRefundDisplay', () => {
  const completed = '2026-06-02T08:00:00Z';
  const updated = '2026-06-01T08:00:00Z';
  it.each([
    { status: 'REFUNDED', method: 'CASH', done: null, display: { state: 'IN_PROGRESS' } },
    { status: 'REFUNDED', method: 'TWINT_MANUAL', done: null, display: { state: 'IN_PROGRESS' } },
    { status: 'REFUNDED', method: 'VOUCHER', done: null, display: { state: 'IN_PROGRESS' } },
    {
      status: 'REFUNDED',
      method: 'CASH',
      done: completed,
      display: { state: 'REFUNDED', refundedAt: new Date(completed) },
    },
    {
      status: 'REFUNDED',
      method: 'STRIPE_TWINT',
      done: null,
      display: { state: 'REFUNDED', refundedAt: new Date(updated) },
    },
    {
      status: 'REFUNDED',
      method: 'CREDIT',
      done: null,
      display: { state: 'REFUNDED', refundedAt: new Date(updated) },
    },
    { status: 'SUCCEEDED', method: 'CASH', done: null, display: null },
    { status: 'REQUIRES_PAYMENT', method: null, done: null, display: null },
  ] as const)('$status / $method / completed $done', ({ status, method, done, display }) => {
    expect(campRefundDisplay({ status, method, manualRefundCompletedAt: done, updatedAt: updated })).toEqual(
      display,
    );
  });

  it('has no date when none is known', () => {
    expect(
      campRefundDisplay({ status: 'REFUNDED', method: 'STRIPE_ONLINE', manualRefundCompletedAt: null }),
    ).toEqual({
      state: 'REFUNDED',
      refundedAt: null,
    });
  });
});

describe('paymentSummary', () => {
  it('counts received money without credit settlements, and open plus failed as outstanding', () => {
    const summary = paymentSummary([
      { status: 'SUCCEEDED', method: 'STRIPE_TWINT', amountCents: 2500 },
      { status: 'SUCCEEDED', method: 'CASH', amountCents: 50_000 },
      { status: 'SUCCEEDED', method: 'CREDIT', amountCents: 2500 },
      { status: 'REQUIRES_PAYMENT', method: null, amountCents: 2500 },
      { status: 'FAILED', method: 'STRIPE_ONLINE', amountCents: 50_000 },
      { status: 'REFUNDED', method: 'CASH', amountCents: 2500 },
    ]);
    expect(summary).toEqual({
      receivedCents: 52_500,
      outstandingCents: 52_500,
      refundedCents: 2500,
      counts: { REQUIRES_PAYMENT: 1, SUCCEEDED: 3, FAILED: 1, REFUNDED: 1, total: 6 },
    });
  });

  it('is all zero without payments', () => {
    expect(paymentSummary([])).toEqual({
      receivedCents: 0,
      outstandingCents: 0,
      refundedCents: 0,
      counts: { REQUIRES_PAYMENT: 0, SUCCEEDED: 0, FAILED: 0, REFUNDED: 0, total: 0 },
    });
  });
});
