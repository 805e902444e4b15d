import { describe, expect, it } from 'vitest';
import { zurichDateTimeToInstant as zurich } from '../time';
import { campPolicy, trainingPolicy } from './offer-policy';

// The table at the top of offer-policy.ts, row by row: what trainings and camps do differently.

const SECOND = 1000;
const justBefore = (d: Date) => new Date(d.getTime() - SECOND);

describe('a training', () => {
  const session = { startsAt: zurich('2026-05-09', '10:00') };
  const cutoff = zurich('2026-05-08', '14:00');

  it('is booked and cancelled by parents until it starts', () => {
    expect(trainingPolicy.isOpen(session, justBefore(session.startsAt))).toBe(true);
    expect(trainingPolicy.isOpen(session, session.startsAt)).toBe(false);
  });

  it('keeps its waitlist open until the 20-hour cutoff', () => {
    expect(trainingPolicy.isWaitlistOpen(session, justBefore(cutoff))).toBe(true);
    expect(trainingPolicy.isWaitlistOpen(session, cutoff)).toBe(false);
  });

  it('is free to cancel until the 20-hour cutoff', () => {
    expect(trainingPolicy.freeCancellationCutoff(session)).toEqual(cutoff);
  });

  it('is refused with the training errors and leads to the trainings page', () => {
    expect(trainingPolicy).toMatchObject({
      kind: 'training',
      closedError: 'TRAINING_CLOSED',
      alreadyRegisteredError: 'ALREADY_REGISTERED_TRAINING',
      hasBookingsError: 'TRAINING_HAS_BOOKINGS',
      page: '/tiz-trainings',
    });
  });
});

describe('a camp', () => {
  const camp = { startDate: '2026-07-06', startTime: '09:00' };
  const start = zurich('2026-07-06', '09:00');

  it('is booked and cancelled by parents while its first day is today or later (Zurich)', () => {
    expect(campPolicy.isOpen(camp, zurich('2026-07-06', '23:59'))).toBe(true);
    expect(campPolicy.isOpen(camp, zurich('2026-07-07', '00:00'))).toBe(false);
  });

  it('keeps its waitlist open until it starts', () => {
    expect(campPolicy.isWaitlistOpen(camp, justBefore(start))).toBe(true);
    expect(campPolicy.isWaitlistOpen(camp, start)).toBe(false);
  });

  it('has no free cancellation of its own: the fee applies from the booking', () => {
    expect(campPolicy.freeCancellationCutoff(camp)).toBeNull();
  });

  it('is refused with the camp errors and leads to the camps page', () => {
    expect(campPolicy).toMatchObject({
      kind: 'camp',
      closedError: 'CAMP_CLOSED',
      alreadyRegisteredError: 'ALREADY_REGISTERED_CAMP',
      hasBookingsError: 'CAMP_HAS_BOOKINGS',
      page: '/camps',
    });
  });
});
