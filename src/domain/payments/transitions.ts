// The payment state machine: every move a training payment, a camp payment or a camp fee can make, from which
// states, to which, what it records as the method, and whether the admin's payment link of it must stop taking
// money (decision 020). The admin's moves are those of admin-back-office.md section 4; money moves a payment by
// itself when it comes in online or by bank, or an online payment fails. The server changes a payment's status in
// one place (server/features/payments/payment-state.ts), which refuses any move this table does not allow.
import { TRAINING_UNIT_CENTS } from '../constants';
import { isManualMethod, MANUAL_METHODS, OPEN_STATUSES, STRIPE_METHODS } from './status';
import type { PaymentAction, PaymentMethod, PaymentStatus } from './values';

/** The admin's moves, and those money makes: paid online (Stripe), failed online, paid by bank transfer. */
export type PaymentMove = PaymentAction | 'PAY_ONLINE' | 'FAIL_ONLINE' | 'PAY_BY_BANK';

/** The error a refused move answers (409); each has its German text in the error catalogue. */
type PaymentRefusal =
  | 'PAYMENT_NOT_PAYABLE'
  | 'PAYMENT_NOT_REFUNDABLE'
  | 'PAYMENT_NOT_RESETTABLE'
  | 'CREDIT_NOT_APPLICABLE';

/** What a move looks at: the payment as it is (locked) before the move. */
interface PaymentState {
  status: PaymentStatus;
  method?: string | null;
  amountCents: number;
}

export interface PaymentTransition {
  from: readonly PaymentStatus[];
  to: PaymentStatus;
  /**
   * The methods the move may record; 'kept' leaves the method as it is; 'cleared' removes it with the paid date and
   * the payment-provider and bank references.
   */
  method: readonly PaymentMethod[] | 'kept' | 'cleared';
  /** A condition beyond the status, where the move has one. */
  when?: (payment: PaymentState) => boolean;
  /** The payment leaves "open" (or is opened afresh): a payment link made for it must take no more money. */
  retiresLink: boolean;
  refusal: PaymentRefusal;
}

export const PAYMENT_TRANSITIONS = {
  MARK_PAID: {
    from: OPEN_STATUSES,
    to: 'SUCCEEDED',
    method: MANUAL_METHODS,
    retiresLink: true,
    refusal: 'PAYMENT_NOT_PAYABLE',
  },
  /** One credit is worth one training unit, so only a payment of exactly that amount is settled with credit. */
  SETTLE_WITH_CREDIT: {
    from: OPEN_STATUSES,
    to: 'SUCCEEDED',
    method: ['CREDIT'],
    when: (payment) => payment.amountCents === TRAINING_UNIT_CENTS,
    retiresLink: true,
    refusal: 'CREDIT_NOT_APPLICABLE',
  },
  REFUND: {
    from: ['SUCCEEDED'],
    to: 'REFUNDED',
    method: 'kept',
    retiresLink: false,
    refusal: 'PAYMENT_NOT_REFUNDABLE',
  },
  /** Undo a manual "paid" (a wrong click): only money recorded by hand can be un-recorded by hand. */
  REOPEN: {
    from: ['SUCCEEDED'],
    to: 'REQUIRES_PAYMENT',
    method: 'cleared',
    when: (payment) => isManualMethod(payment.method),
    retiresLink: true,
    refusal: 'PAYMENT_NOT_RESETTABLE',
  },
  /** Back to open after a refund or a failure. */
  RESET: {
    from: ['REFUNDED', 'FAILED'],
    to: 'REQUIRES_PAYMENT',
    method: 'cleared',
    retiresLink: true,
    refusal: 'PAYMENT_NOT_RESETTABLE',
  },
  PAY_ONLINE: {
    from: OPEN_STATUSES,
    to: 'SUCCEEDED',
    method: STRIPE_METHODS,
    retiresLink: true,
    refusal: 'PAYMENT_NOT_PAYABLE',
  },
  /** A late failure never undoes a payment that went through, and a failed payment stays as it failed. */
  FAIL_ONLINE: {
    from: ['REQUIRES_PAYMENT'],
    to: 'FAILED',
    method: 'kept',
    retiresLink: false,
    refusal: 'PAYMENT_NOT_PAYABLE',
  },
  PAY_BY_BANK: {
    from: OPEN_STATUSES,
    to: 'SUCCEEDED',
    method: ['BANK_TRANSFER'],
    retiresLink: true,
    refusal: 'PAYMENT_NOT_PAYABLE',
  },
} as const satisfies Record<PaymentMove, PaymentTransition>;

/** Whether the payment, as it is, may make this move. */
export function mayMove(move: PaymentMove, payment: PaymentState): boolean {
  const transition: PaymentTransition = PAYMENT_TRANSITIONS[move];
  return transition.from.includes(payment.status) && (transition.when?.(payment) ?? true);
}

/** Whether the move records this method (a move that keeps or clears the method records none). */
export function recordsMethod(move: PaymentMove, method: PaymentMethod | undefined): boolean {
  const allowed: PaymentTransition['method'] = PAYMENT_TRANSITIONS[move].method;
  return typeof allowed === 'string'
    ? method === undefined
    : method !== undefined && allowed.includes(method);
}

export function canPayOnline(status: PaymentStatus): boolean {
  return mayMove('PAY_ONLINE', { status, amountCents: 0 });
}

/**
 * Trainings and camps follow the same rule (admin spec: "Camp credit settle is offered only for payments of 2500
 * cents"); `kind` is part of the contract so callers state what they settle. Whether the parent holds a usable
 * pack is checked by the caller (see pickPackForSettlement).
 */
export function canSettleWithCredit(payment: PaymentState & { kind: 'training' | 'camp' }): boolean {
  return mayMove('SETTLE_WITH_CREDIT', payment);
}

/** Admin records a manual payment (TWINT_MANUAL, CASH, GRATIS, VOUCHER, BANK_TRANSFER). */
export function canMarkPaid(payment: PaymentState): boolean {
  return mayMove('MARK_PAID', payment);
}

export function canRefund(payment: PaymentState): boolean {
  return mayMove('REFUND', payment);
}

export function canReopen(payment: PaymentState): boolean {
  return mayMove('REOPEN', payment);
}

export function canReset(payment: PaymentState): boolean {
  return mayMove('RESET', payment);
}

/** The actions an admin is offered on a payment in its current state, in the order the UI shows them. */
export function allowedPaymentTransitions(payment: PaymentState): PaymentAction[] {
  const actions: PaymentAction[] = ['MARK_PAID', 'SETTLE_WITH_CREDIT', 'REFUND', 'REOPEN', 'RESET'];
  return actions.filter((action) => mayMove(action, payment));
}
