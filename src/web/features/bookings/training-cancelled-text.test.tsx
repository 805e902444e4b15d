import { describe, expect, it } from 'vitest';
import { trainingCancelledText } from './offer-booking';

// The notice after a training cancellation says what came back (decision 053): money for a discounted money seat.
describe('trainingCancelledText', () => {
  const base = { onTime: true, deadline: '2026-05-08T12:00:00.000Z', feeOwed: false } as const;

  it('names the money paid back for a discounted seat, and the credit for a full-price one', () => {
    expect(
      trainingCancelledText({ ...base, outcome: 'REFUNDED', creditBack: 0, refundCents: 2_250 }),
    ).toMatch(/Der bezahlte Betrag von CHF.22\.50 wird zurückerstattet\./);
    expect(trainingCancelledText({ ...base, outcome: 'REFUNDED', creditBack: 1, refundCents: 0 })).toMatch(
      /1 Guthaben im Wert von CHF.25\.00/,
    );
  });
});
