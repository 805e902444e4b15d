import { describe, expect, it } from 'vitest';
import { isReminderDue, type ReminderOffer, reminderWindow } from './reminder-schedule';

// Zurich wall-clock times in the comments; instants in UTC. DST starts 29.03.2026 02:00 and ends 25.10.2026 03:00.
const springTraining: ReminderOffer = { kind: 'training', startsAt: '2026-03-29T08:00:00Z' }; // Sun 10:00 CEST
const autumnTraining: ReminderOffer = { kind: 'training', startsAt: '2026-10-25T09:00:00Z' }; // Sun 10:00 CET
const springCamp: ReminderOffer = { kind: 'camp', startDate: '2026-03-30', startTime: '09:00:00' }; // Mon 07:00Z
const autumnCamp: ReminderOffer = { kind: 'camp', startDate: '2026-10-26', startTime: '09:00' }; // Mon 08:00Z
const longAgo = '2026-01-05T10:00:00Z';

const at = (iso: string) => new Date(iso);

describe('reminder windows across the DST weekends', () => {
  it.each([
    // 24 real hours before, until the 20-hour cutoff (Saturday 13:00 in March, 15:00 in October)
    ['TRAINING_START', springTraining, '2026-03-28T08:00:00Z', '2026-03-28T12:00:00Z'],
    ['TRAINING_START', autumnTraining, '2026-10-24T09:00:00Z', '2026-10-24T13:00:00Z'],
    // Friday 09:00 in Zurich, three calendar days before Monday 09:00: 71 real hours in March, 73 in October
    ['CAMP_START', springCamp, '2026-03-27T08:00:00Z', '2026-03-30T07:00:00Z'],
    ['CAMP_START', autumnCamp, '2026-10-23T07:00:00Z', '2026-10-26T08:00:00Z'],
    ['TRAINING_PAYMENT_LAST_CALL', springTraining, '2026-03-28T08:00:00Z', '2026-03-29T08:00:00Z'],
    // Sunday 09:00 CEST / CET, the day before the camp
    ['CAMP_PAYMENT_LAST_CALL', springCamp, '2026-03-29T07:00:00Z', '2026-03-30T07:00:00Z'],
    ['CAMP_PAYMENT_LAST_CALL', autumnCamp, '2026-10-25T08:00:00Z', '2026-10-26T08:00:00Z'],
  ] as const)('%s of %j: from %s until %s', (kind, offer, from, until) => {
    expect(reminderWindow(kind, offer, longAgo)).toEqual({ from: at(from), until: at(until) });
  });

  it('is due from its first second to the last second before its end', () => {
    const due = (now: string) => isReminderDue('TRAINING_START', springTraining, longAgo, now);
    expect(due('2026-03-28T07:59:59Z')).toBe(false);
    expect(due('2026-03-28T08:00:00Z')).toBe(true);
    expect(due('2026-03-28T11:59:59Z')).toBe(true);
    // Saturday 13:00 CET: the free cancellation has ended, a reminder would promise what is gone
    expect(due('2026-03-28T12:00:00Z')).toBe(false);
  });

  it('takes a camp without a start time as starting at midnight', () => {
    expect(reminderWindow('CAMP_START', { ...springCamp, startTime: null }, longAgo)).toEqual({
      from: at('2026-03-26T23:00:00Z'),
      until: at('2026-03-29T22:00:00Z'),
    });
  });
});

describe('bookings made late', () => {
  it('sends no start reminder for a booking made after its moment (the confirmation said it all)', () => {
    expect(reminderWindow('TRAINING_START', springTraining, '2026-03-28T08:00:00Z')).not.toBeNull();
    expect(reminderWindow('TRAINING_START', springTraining, '2026-03-28T08:00:01Z')).toBeNull();
    expect(reminderWindow('CAMP_START', springCamp, '2026-03-28T10:00:00Z')).toBeNull();
    expect(reminderWindow('TRAINING_PAYMENT_LAST_CALL', springTraining, '2026-03-28T09:00:00Z')).toBeNull();
  });

  it('recalls an open payment 3 days after the booking, until the last call takes over', () => {
    expect(reminderWindow('TRAINING_PAYMENT_OPEN', springTraining, '2026-03-20T10:00:00Z')).toEqual({
      from: at('2026-03-23T10:00:00Z'),
      until: at('2026-03-28T08:00:00Z'),
    });
    expect(reminderWindow('CAMP_PAYMENT_OPEN', springCamp, '2026-03-20T10:00:00Z')).toEqual({
      from: at('2026-03-23T10:00:00Z'),
      until: at('2026-03-29T07:00:00Z'),
    });
  });

  it('leaves the 3-day recall to the last call when it would come at or after it', () => {
    // booked 4 days before the training: day 3 after the booking is the last call's moment
    expect(reminderWindow('TRAINING_PAYMENT_OPEN', springTraining, '2026-03-25T08:00:00Z')).toBeNull();
    expect(reminderWindow('TRAINING_PAYMENT_OPEN', springTraining, '2026-03-25T07:59:59Z')).not.toBeNull();
  });

  it('never mixes a training kind with a camp', () => {
    expect(reminderWindow('CAMP_START', springTraining, longAgo)).toBeNull();
    expect(reminderWindow('TRAINING_PAYMENT_OPEN', springCamp, longAgo)).toBeNull();
    expect(reminderWindow('CAMP_PAYMENT_LAST_CALL', springTraining, longAgo)).toBeNull();
  });
});
