import { describe, expect, it } from 'vitest';
import { trainingCancellationMessages } from '../messages/bookings';
import type { PaymentMethod, PaymentStatus } from '../payments/status';
import { zurichDateTimeToInstant } from '../time/zurich';
import { campRefund } from './camp-cancellation';
import { campCancellationText, trainingCancellationText } from './cancellation-texts';
import { classifyTrainingCancellation } from './training-cancellation';

describe('trainingCancellationText', () => {
  const startsAt = zurichDateTimeToInstant('2026-03-29', '10:00');
  const early = zurichDateTimeToInstant('2026-03-28', '12:59:59');
  const late = zurichDateTimeToInstant('2026-03-28', '13:00');

  it.each<{ status: PaymentStatus | null; method: PaymentMethod | null; now: Date; text: string }>([
    {
      status: 'SUCCEEDED',
      method: 'STRIPE_TWINT',
      now: early,
      text: 'Abmeldung vor Samstag, 28.03.2026, 13:00 Uhr: Sie erhalten 1 Guthaben im Wert von CHF\u00A025.00.',
    },
    {
      status: 'SUCCEEDED',
      method: 'CREDIT',
      now: early,
      text: 'Abmeldung vor Samstag, 28.03.2026, 13:00 Uhr: Das eingesetzte Guthaben wird zurückgebucht.',
    },
    {
      status: 'SUCCEEDED',
      method: 'CREDIT',
      now: late,
      text: 'Abmeldung 20 Stunden oder weniger vor Beginn: Die CHF 25.00 verfallen, es gibt kein Guthaben.',
    },
    {
      status: 'REQUIRES_PAYMENT',
      method: null,
      now: early,
      text: 'Noch nicht bezahlt: Die Abmeldung ist kostenlos.',
    },
    {
      status: 'REQUIRES_PAYMENT',
      method: null,
      now: late,
      text: 'Abmeldung 20 Stunden oder weniger vor Beginn: Die CHF 25.00 bleiben geschuldet, die offene Zahlung bleibt bestehen. Es gibt kein Guthaben.',
    },
    {
      status: null,
      method: null,
      now: late,
      text: 'Abmeldung 20 Stunden oder weniger vor Beginn: Die CHF 25.00 bleiben geschuldet, die offene Zahlung bleibt bestehen. Es gibt kein Guthaben.',
    },
  ])('$status by $method at $now', ({ status, method, now, text }) => {
    const result = classifyTrainingCancellation({
      startsAt,
      now,
      paymentStatus: status,
      paymentMethod: method,
    });
    expect(trainingCancellationText(result)).toBe(text);
  });

  it.each([
    {
      start: ['2026-03-29', '10:00'],
      hint: 'Abmeldung mit Gutschrift bis Samstag, 28.03.2026, 13:00 Uhr möglich.',
    },
    {
      start: ['2026-10-25', '10:00'],
      hint: 'Abmeldung mit Gutschrift bis Samstag, 24.10.2026, 15:00 Uhr möglich.',
    },
  ] as const)('deadline hint for $start is in Zurich time', ({ start, hint }) => {
    const { deadline } = classifyTrainingCancellation({
      startsAt: zurichDateTimeToInstant(start[0], start[1]),
      now: new Date('2026-01-01T00:00:00Z'),
      paymentStatus: 'SUCCEEDED',
      paymentMethod: 'CASH',
    });
    expect(trainingCancellationMessages.deadlineHint(deadline)).toBe(hint);
  });

  it('says the deadline has passed, in Zurich time, once it has', () => {
    const { deadline, onTime } = classifyTrainingCancellation({
      startsAt: zurichDateTimeToInstant('2026-10-25', '10:00'),
      now: zurichDateTimeToInstant('2026-10-24', '15:00'),
      paymentStatus: 'SUCCEEDED',
      paymentMethod: 'CASH',
    });
    expect(onTime).toBe(false);
    expect(trainingCancellationMessages.deadlinePassed(deadline)).toBe(
      'Die Frist für eine Abmeldung mit Gutschrift ist am Samstag, 24.10.2026, 15:00 Uhr abgelaufen.',
    );
  });
});

describe('campCancellationText', () => {
  it.each<{ status: PaymentStatus; amount: number; text: string }>([
    {
      status: 'SUCCEEDED',
      amount: 50_000,
      text: 'Die Gebühr von CHF\u00A0100.00 wird abgezogen. Rückerstattung: CHF\u00A0400.00.',
    },
    { status: 'REQUIRES_PAYMENT', amount: 50_000, text: 'Noch nicht bezahlt: Es gibt keine Rückerstattung.' },
  ])('$status $amount', ({ status, amount, text }) => {
    expect(
      campCancellationText(campRefund({ paymentStatus: status, paymentMethod: 'CASH', amountCents: amount })),
    ).toBe(text);
  });
});
