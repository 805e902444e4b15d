import { describe, expect, it } from 'vitest';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentAction,
  type PaymentMethod,
  type PaymentStatus,
} from './status';
import {
  allowedPaymentTransitions,
  canMarkPaid,
  canPayOnline,
  canRefund,
  canReopen,
  canReset,
  canSettleWithCredit,
  mayMove,
  PAYMENT_TRANSITIONS,
  type PaymentMove,
  recordsMethod,
} from './transitions';

const MOVES = Object.keys(PAYMENT_TRANSITIONS) as PaymentMove[];

describe('the moves between the states', () => {
  // Every move from every state, for a CHF 25 payment paid by hand (the widest case): the whole table at a glance.
  const allowed: Record<PaymentMove, PaymentStatus[]> = {
    MARK_PAID: ['REQUIRES_PAYMENT', 'FAILED'],
    SETTLE_WITH_CREDIT: ['REQUIRES_PAYMENT', 'FAILED'],
    REFUND: ['SUCCEEDED'],
    REOPEN: ['SUCCEEDED'],
    RESET: ['FAILED', 'REFUNDED'],
    PAY_ONLINE: ['REQUIRES_PAYMENT', 'FAILED'],
    FAIL_ONLINE: ['REQUIRES_PAYMENT'],
    PAY_BY_BANK: ['REQUIRES_PAYMENT', 'FAILED'],
  };
  it.each(MOVES.flatMap((move) => PAYMENT_STATUSES.map((status) => ({ move, status }))))(
    '$move from $status',
    ({ move, status }) => {
      expect(mayMove(move, { status, method: 'CASH', amountCents: 2500 })).toBe(
        allowed[move].includes(status),
      );
    },
  );

  it.each<{ move: PaymentMove; to: PaymentStatus; retiresLink: boolean }>([
    { move: 'MARK_PAID', to: 'SUCCEEDED', retiresLink: true },
    { move: 'SETTLE_WITH_CREDIT', to: 'SUCCEEDED', retiresLink: true },
    { move: 'PAY_ONLINE', to: 'SUCCEEDED', retiresLink: true },
    { move: 'PAY_BY_BANK', to: 'SUCCEEDED', retiresLink: true },
    { move: 'REOPEN', to: 'REQUIRES_PAYMENT', retiresLink: true },
    { move: 'RESET', to: 'REQUIRES_PAYMENT', retiresLink: true },
    { move: 'REFUND', to: 'REFUNDED', retiresLink: false },
    { move: 'FAIL_ONLINE', to: 'FAILED', retiresLink: false },
  ])('$move leads to $to; retires the payment link: $retiresLink', ({ move, to, retiresLink }) => {
    expect(PAYMENT_TRANSITIONS[move]).toMatchObject({ to, retiresLink });
  });

  it('never leads a payment back to where it is allowed from, and every state can be left', () => {
    for (const move of MOVES) {
      const { from, to }: { from: readonly PaymentStatus[]; to: PaymentStatus } = PAYMENT_TRANSITIONS[move];
      expect(from).not.toContain(to);
    }
    for (const status of PAYMENT_STATUSES) {
      expect(MOVES.some((move) => mayMove(move, { status, method: 'CASH', amountCents: 2500 }))).toBe(true);
    }
  });

  it.each<{ move: PaymentMove; code: string }>([
    { move: 'MARK_PAID', code: 'PAYMENT_NOT_PAYABLE' },
    { move: 'PAY_ONLINE', code: 'PAYMENT_NOT_PAYABLE' },
    { move: 'PAY_BY_BANK', code: 'PAYMENT_NOT_PAYABLE' },
    { move: 'FAIL_ONLINE', code: 'PAYMENT_NOT_PAYABLE' },
    { move: 'SETTLE_WITH_CREDIT', code: 'CREDIT_NOT_APPLICABLE' },
    { move: 'REFUND', code: 'PAYMENT_NOT_REFUNDABLE' },
    { move: 'REOPEN', code: 'PAYMENT_NOT_RESETTABLE' },
    { move: 'RESET', code: 'PAYMENT_NOT_RESETTABLE' },
  ])('$move is refused with $code', ({ move, code }) => {
    expect(PAYMENT_TRANSITIONS[move].refusal).toBe(code);
  });
});

describe('the conditions beyond the status', () => {
  it.each<{ amountCents: number; settles: boolean }>([
    { amountCents: 2500, settles: true },
    { amountCents: 2499, settles: false },
    { amountCents: 5000, settles: false },
    { amountCents: 50_000, settles: false },
  ])('credit settles an open payment of $amountCents cents: $settles', ({ amountCents, settles }) => {
    expect(mayMove('SETTLE_WITH_CREDIT', { status: 'REQUIRES_PAYMENT', amountCents })).toBe(settles);
  });

  it.each(PAYMENT_METHODS.map((method) => ({ method })))(
    'a payment paid by $method reopens',
    ({ method }) => {
      const manual = ['TWINT_MANUAL', 'CASH', 'GRATIS', 'VOUCHER', 'BANK_TRANSFER'].includes(method);
      expect(mayMove('REOPEN', { status: 'SUCCEEDED', method, amountCents: 2500 })).toBe(manual);
    },
  );
});

describe('the method a move records', () => {
  const methods: Record<PaymentMove, readonly PaymentMethod[]> = {
    MARK_PAID: ['TWINT_MANUAL', 'CASH', 'GRATIS', 'VOUCHER', 'BANK_TRANSFER'],
    SETTLE_WITH_CREDIT: ['CREDIT'],
    PAY_ONLINE: ['STRIPE_ONLINE', 'STRIPE_TWINT'],
    PAY_BY_BANK: ['BANK_TRANSFER'],
    REFUND: [],
    REOPEN: [],
    RESET: [],
    FAIL_ONLINE: [],
  };
  it.each(MOVES.map((move) => ({ move })))('$move', ({ move }) => {
    for (const method of PAYMENT_METHODS) {
      expect(recordsMethod(move, method), method).toBe(methods[move].includes(method));
    }
    // A move that keeps or clears the method records none; one that sets a method must name it.
    expect(recordsMethod(move, undefined)).toBe(methods[move].length === 0);
  });
});

describe('parent payment actions', () => {
  it.each<{
    amountCents: number;
    status: PaymentStatus;
    kind: 'training' | 'camp';
    credit: boolean;
    online: boolean;
  }>([
    { amountCents: 2500, status: 'REQUIRES_PAYMENT', kind: 'training', credit: true, online: true },
    { amountCents: 2500, status: 'FAILED', kind: 'training', credit: true, online: true },
    { amountCents: 2500, status: 'SUCCEEDED', kind: 'training', credit: false, online: false },
    { amountCents: 2500, status: 'REFUNDED', kind: 'training', credit: false, online: false },
    { amountCents: 2499, status: 'REQUIRES_PAYMENT', kind: 'training', credit: false, online: true },
    { amountCents: 5000, status: 'REQUIRES_PAYMENT', kind: 'training', credit: false, online: true },
    { amountCents: 2500, status: 'REQUIRES_PAYMENT', kind: 'camp', credit: true, online: true },
    { amountCents: 50_000, status: 'REQUIRES_PAYMENT', kind: 'camp', credit: false, online: true },
  ])('$kind $amountCents $status: credit $credit, online $online', ({ credit, online, ...payment }) => {
    expect(canSettleWithCredit(payment)).toBe(credit);
    expect(canPayOnline(payment.status)).toBe(online);
  });
});

describe('the admin’s actions', () => {
  it.each<{ status: PaymentStatus; method: string | null; amountCents: number; actions: PaymentAction[] }>([
    {
      status: 'REQUIRES_PAYMENT',
      method: null,
      amountCents: 2500,
      actions: ['MARK_PAID', 'SETTLE_WITH_CREDIT'],
    },
    { status: 'REQUIRES_PAYMENT', method: null, amountCents: 50_000, actions: ['MARK_PAID'] },
    {
      status: 'FAILED',
      method: 'STRIPE_TWINT',
      amountCents: 2500,
      actions: ['MARK_PAID', 'SETTLE_WITH_CREDIT', 'RESET'],
    },
    { status: 'FAILED', method: 'STRIPE_ONLINE', amountCents: 50_000, actions: ['MARK_PAID', 'RESET'] },
    { status: 'SUCCEEDED', method: 'CASH', amountCents: 2500, actions: ['REFUND', 'REOPEN'] },
    { status: 'SUCCEEDED', method: 'TWINT_MANUAL', amountCents: 2500, actions: ['REFUND', 'REOPEN'] },
    { status: 'SUCCEEDED', method: 'GRATIS', amountCents: 2500, actions: ['REFUND', 'REOPEN'] },
    { status: 'SUCCEEDED', method: 'VOUCHER', amountCents: 2500, actions: ['REFUND', 'REOPEN'] },
    { status: 'SUCCEEDED', method: 'BANK_TRANSFER', amountCents: 2500, actions: ['REFUND', 'REOPEN'] },
    { status: 'SUCCEEDED', method: 'STRIPE_TWINT', amountCents: 2500, actions: ['REFUND'] },
    { status: 'SUCCEEDED', method: 'STRIPE_ONLINE', amountCents: 50_000, actions: ['REFUND'] },
    { status: 'SUCCEEDED', method: 'ONLINE_TWINT', amountCents: 2500, actions: ['REFUND'] },
    { status: 'SUCCEEDED', method: 'CREDIT', amountCents: 2500, actions: ['REFUND'] },
    { status: 'REFUNDED', method: 'CASH', amountCents: 2500, actions: ['RESET'] },
    { status: 'REFUNDED', method: 'STRIPE_ONLINE', amountCents: 50_000, actions: ['RESET'] },
  ])('$status / $method / $amountCents -> $actions', ({ actions, ...payment }) => {
    expect(allowedPaymentTransitions(payment)).toEqual(actions);
    expect(canMarkPaid(payment)).toBe(actions.includes('MARK_PAID'));
    expect(canRefund(payment)).toBe(actions.includes('REFUND'));
    expect(canReopen(payment)).toBe(actions.includes('REOPEN'));
    expect(canReset(payment)).toBe(actions.includes('RESET'));
  });
});
