import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { cancelErrorText } from './booking-errors';

describe('cancelErrorText', () => {
  it("gives a training past its cutoff the spec's text", () => {
    expect(cancelErrorText(new ApiError('TRAINING_CLOSED', 409))).toBe(
      'Abmeldung fehlgeschlagen (Cutoff 20h?).',
    );
  });

  it('tells a camp that has begun so, without the training cutoff of 20 hours', () => {
    expect(cancelErrorText(new ApiError('CAMP_CLOSED', 409))).toBe(
      'Dieses Camp hat bereits begonnen oder ist vorbei.',
    );
  });
});
