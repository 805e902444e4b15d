import { describe, expect, it } from 'vitest';
import type { PaymentMethod, PaymentStatus } from '../payments/status';
import { formatWeekdayDateTime, zurichDateTimeToInstant } from '../time/zurich';
import { cancellationDeadline, classifyTrainingCancellation } from './training-cancellation';

const SECOND = 1000;

// The 20 hours are real hours: across the night of a DST switch the Saturday deadline moves on the wall clock.
const trainings = [
  {
    name: 'Sunday 29.03.2026 (clocks go forward that night)',
    start: ['2026-03-29', '10:00'],
    deadline: ['2026-03-28', '13:00'],
    deadlineText: 'Samstag, 28.03.2026, 13:00',
    deadlineUtc: '2026-03-28T12:00:00.000Z',
  },
  {
    name: 'Sunday 25.10.2026 (clocks go back that night)',
    start: ['2026-10-25', '10:00'],
    deadline: ['2026-10-24', '15:00'],
    deadlineText: 'Samstag, 24.10.2026, 15:00',
    deadlineUtc: '2026-10-24T13:00:00.000Z',
  },
  {
    name: 'Sunday 10.05.2026 (ordinary week)',
    start: ['2026-05-10', '10:00'],
    deadline: ['2026-05-09', '14:00'],
    deadlineText: 'Samstag, 09.05.2026, 14:00',
    deadlineUtc: '2026-05-09T12:00:00.000Z',
  },
] as const;

describe('cancellationDeadline', () => {
  it.each(trainings)('$name: deadline $deadlineText', ({ start, deadline, deadlineText, deadlineUtc }) => {
    const result = cancellationDeadline(zurichDateTimeToInstant(start[0], start[1]));
    expect(result.toISOString()).toBe(deadlineUtc);
    expect(result).toEqual(zurichDateTimeToInstant(deadline[0], deadline[1]));
    expect(formatWeekdayDateTime(result)).toBe(deadlineText);
  });

  it('accepts an ISO string', () => {
    expect(cancellationDeadline('2026-03-29T08:00:00Z').toISOString()).toBe('2026-03-28T12:00:00.000Z');
  });
});

describe('classifyTrainingCancellation around the deadline', () => {
  const cases = trainings.flatMap((training) => [
    { ...training, at: 'deadline - 1 s', offset: -SECOND, onTime: true, outcome: 'REFUNDED', creditBack: 1 },
    {
      ...training,
      at: 'exactly the deadline',
      offset: 0,
      onTime: false,
      outcome: 'NO_REFUND',
      creditBack: 0,
    },
    { ...training, at: 'deadline + 1 s', offset: SECOND, onTime: false, outcome: 'NO_REFUND', creditBack: 0 },
  ]);

  it.each(cases)('$name at $at: on time $onTime, $outcome', ({ start, deadline, offset, ...expected }) => {
    const startsAt = zurichDateTimeToInstant(start[0], start[1]);
    const now = new Date(zurichDateTimeToInstant(deadline[0], deadline[1]).getTime() + offset);
    const result = classifyTrainingCancellation({
      startsAt,
      now,
      paymentStatus: 'SUCCEEDED',
      paymentMethod: 'STRIPE_TWINT',
    });
    expect(result).toMatchObject({
      onTime: expected.onTime,
      outcome: expected.outcome,
      creditBack: expected.creditBack,
      deadline: zurichDateTimeToInstant(deadline[0], deadline[1]),
    });
    expect(result.hoursUntilStart).toBeCloseTo(20 - offset / 3_600_000, 9);
  });

  it('gives the wall-clock deadline from Zurich wall-clock "now" values (29.03.2026)', () => {
    const startsAt = zurichDateTimeToInstant('2026-03-29', '10:00');
    const onTime = { startsAt, paymentStatus: 'SUCCEEDED', paymentMethod: 'CASH' } as const;
    expect(
      classifyTrainingCancellation({ ...onTime, now: zurichDateTimeToInstant('2026-03-28', '12:59:59') })
        .onTime,
    ).toBe(true);
    expect(
      classifyTrainingCancellation({ ...onTime, now: zurichDateTimeToInstant('2026-03-28', '13:00') }).onTime,
    ).toBe(false);
    // Counting wall-clock hours would put the deadline at 14:00 and wrongly accept 13:30 (only 19.5 real hours).
    expect(
      classifyTrainingCancellation({ ...onTime, now: zurichDateTimeToInstant('2026-03-28', '13:30') }).onTime,
    ).toBe(false);
  });
});

describe('classifyTrainingCancellation outcomes', () => {
  const startsAt = zurichDateTimeToInstant('2026-05-10', '10:00');
  const early = zurichDateTimeToInstant('2026-05-08', '18:00');
  const late = zurichDateTimeToInstant('2026-05-09', '20:00');

  // The outcomes the cases share: a goodwill credit on time, nothing back late, nothing paid so nothing to give.
  const goodwill = { outcome: 'REFUNDED', creditBack: 1, refundKind: 'GOODWILL_CREDIT_PACK' };
  const noRefund = { outcome: 'NO_REFUND', creditBack: 0, refundKind: null };
  const noPayment = { outcome: 'NO_PAYMENT', creditBack: 0, refundKind: null };
  const stillOwed = { ...noRefund, feeOwed: true };

  it.each<{
    status: PaymentStatus | null | undefined;
    method: PaymentMethod | null;
    now: Date;
    outcome: string;
    creditBack: number;
    refundKind: string | null;
    feeOwed?: boolean;
  }>([
    {
      status: 'SUCCEEDED',
      method: 'CREDIT',
      now: early,
      outcome: 'REFUNDED',
      creditBack: 1,
      refundKind: 'RESTORE_CONSUMED_CREDIT',
    },
    { status: 'SUCCEEDED', method: 'STRIPE_TWINT', now: early, ...goodwill },
    { status: 'SUCCEEDED', method: 'STRIPE_ONLINE', now: early, ...goodwill },
    { status: 'SUCCEEDED', method: 'CASH', now: early, ...goodwill },
    { status: 'SUCCEEDED', method: 'VOUCHER', now: early, ...goodwill },
    { status: 'SUCCEEDED', method: null, now: early, ...goodwill },
    { status: 'SUCCEEDED', method: 'CREDIT', now: late, ...noRefund },
    { status: 'SUCCEEDED', method: 'TWINT_MANUAL', now: late, ...noRefund },
    { status: 'REQUIRES_PAYMENT', method: null, now: early, ...noPayment },
    // late and unpaid: the CHF 25 stays owed (decision 033)
    { status: 'REQUIRES_PAYMENT', method: null, now: late, ...stillOwed },
    { status: 'FAILED', method: 'STRIPE_TWINT', now: early, ...noPayment },
    { status: 'FAILED', method: 'STRIPE_TWINT', now: late, ...stillOwed },
    { status: null, method: null, now: early, ...noPayment },
    { status: undefined, method: null, now: late, ...stillOwed },
    { status: 'REFUNDED', method: 'STRIPE_ONLINE', now: early, ...noPayment },
    // marked paid without money: no credit from nothing, nothing forfeited
    { status: 'SUCCEEDED', method: 'GRATIS', now: early, ...noPayment },
    { status: 'SUCCEEDED', method: 'GRATIS', now: late, ...noPayment },
  ])(
    '$status by $method, on time: $now -> $outcome',
    ({ status, method, now, feeOwed = false, ...expected }) => {
      expect(
        classifyTrainingCancellation({ startsAt, now, paymentStatus: status, paymentMethod: method }),
      ).toMatchObject({ ...expected, feeOwed });
    },
  );

  it('reports the hours until the start (negative once started)', () => {
    const base = { startsAt, paymentStatus: 'SUCCEEDED', paymentMethod: 'CASH' } as const;
    expect(classifyTrainingCancellation({ ...base, now: early }).hoursUntilStart).toBe(40);
    expect(
      classifyTrainingCancellation({ ...base, now: zurichDateTimeToInstant('2026-05-10', '10:30') })
        .hoursUntilStart,
    ).toBe(-0.5);
  });

  it('gives a seat paid with money below the list price its money back, not a credit (decision 053)', () => {
    const base = { startsAt, now: early, paymentStatus: 'SUCCEEDED', listPriceCents: 2_500 } as const;
    expect(
      classifyTrainingCancellation({ ...base, paymentMethod: 'STRIPE_TWINT', paidCents: 1_250 }),
    ).toMatchObject({ outcome: 'REFUNDED', creditBack: 0, refundKind: 'MONEY_BACK', refundCents: 1_250 });
    expect(classifyTrainingCancellation({ ...base, paymentMethod: 'CASH', paidCents: 2_500 })).toMatchObject({
      creditBack: 1,
      refundKind: 'GOODWILL_CREDIT_PACK',
      refundCents: 0,
    });
    expect(
      classifyTrainingCancellation({ ...base, now: late, paymentMethod: 'CASH', paidCents: 2_250 }),
    ).toMatchObject({ outcome: 'NO_REFUND', refundCents: 0 });
  });
});
