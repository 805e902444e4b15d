import { describe, expect, it } from 'vitest';
import type { PaymentMethod, PaymentStatus } from '../payments/status';
import { campRefund } from './camp-cancellation';

describe('campRefund', () => {
  it.each<{
    status: PaymentStatus | null;
    method?: PaymentMethod;
    amount: number;
    refund: number;
    fee: number;
  }>([
    { status: 'SUCCEEDED', amount: 50_000, refund: 40_000, fee: 10_000 },
    { status: 'SUCCEEDED', method: 'STRIPE_TWINT', amount: 50_000, refund: 40_000, fee: 10_000 },
    // marked paid without money: nothing to refund, no fee
    { status: 'SUCCEEDED', method: 'GRATIS', amount: 50_000, refund: 0, fee: 0 },
    { status: 'SUCCEEDED', amount: 10_001, refund: 1, fee: 10_000 },
    { status: 'SUCCEEDED', amount: 10_000, refund: 0, fee: 10_000 },
    { status: 'SUCCEEDED', amount: 2500, refund: 0, fee: 2500 },
    { status: 'SUCCEEDED', amount: 0, refund: 0, fee: 0 },
    { status: 'REQUIRES_PAYMENT', amount: 50_000, refund: 0, fee: 0 },
    { status: 'FAILED', amount: 50_000, refund: 0, fee: 0 },
    { status: 'REFUNDED', amount: 50_000, refund: 0, fee: 0 },
    { status: null, amount: 50_000, refund: 0, fee: 0 },
  ])(
    '$status $method, $amount cents -> refund $refund, fee $fee',
    ({ status, method, amount, refund, fee }) => {
      expect(
        campRefund({ paymentStatus: status, paymentMethod: method ?? 'CASH', amountCents: amount }),
      ).toEqual({
        refundCents: refund,
        feeCents: fee,
      });
    },
  );
});
