import { describe, expect, it } from 'vitest';
import { zurichDateTimeToInstant } from '../time/zurich';
import { classifyAbsenceReport, marksWithAbsence } from './absence-report';
import { absenceReportSchema } from './contracts';

const SECOND = 1000;
const startsAt = zurichDateTimeToInstant('2026-05-10', '10:00');
const deadline = zurichDateTimeToInstant('2026-05-09', '14:00');
const at = (ms: number) => new Date(ms);

describe('reporting an absence on a booked training', () => {
  it('is the ordinary cancellation before the 20-hour cutoff', () => {
    expect(classifyAbsenceReport({ startsAt, now: at(deadline.getTime() - SECOND) })).toBe('CANCELLATION');
  });

  it('keeps the seat from the cutoff on, up to the last second before the start', () => {
    expect(classifyAbsenceReport({ startsAt, now: deadline })).toBe('ABSENCE');
    expect(classifyAbsenceReport({ startsAt, now: at(startsAt.getTime() - SECOND) })).toBe('ABSENCE');
  });

  it('is refused once the training has started', () => {
    expect(classifyAbsenceReport({ startsAt, now: startsAt })).toBe('STARTED');
    expect(classifyAbsenceReport({ startsAt, now: at(startsAt.getTime() + 3_600_000) })).toBe('STARTED');
  });

  it('is a free cancellation while a child promoted from the waitlist may still cancel free', () => {
    const freeUntil = at(deadline.getTime() + 2 * 3_600_000);
    expect(classifyAbsenceReport({ startsAt, now: at(deadline.getTime() + SECOND), freeUntil })).toBe(
      'CANCELLATION',
    );
    expect(classifyAbsenceReport({ startsAt, now: freeUntil, freeUntil })).toBe('ABSENCE');
  });
});

describe('the reason', () => {
  it('is optional, trimmed, and empty means none', () => {
    expect(absenceReportSchema.parse({})).toEqual({ reason: null });
    expect(absenceReportSchema.parse({ reason: '  ' })).toEqual({ reason: null });
    expect(absenceReportSchema.parse({ reason: ' krank ' })).toEqual({ reason: 'krank' });
  });

  it('holds at most 200 characters', () => {
    expect(absenceReportSchema.safeParse({ reason: 'x'.repeat(200) }).success).toBe(true);
    expect(absenceReportSchema.safeParse({ reason: 'x'.repeat(201) }).success).toBe(false);
    expect(absenceReportSchema.safeParse({ reason: 5 }).success).toBe(false);
  });
});

describe('a reported absence in the attendance', () => {
  const absence = { reportedAt: '2026-05-08T16:00:00.000Z', reason: null };
  it('reads as absent on the training day while the day is unmarked', () => {
    expect(marksWithAbsence({}, '2026-05-09', absence)).toEqual({ '2026-05-09': 'absent' });
    expect(marksWithAbsence({}, '2026-05-09', null)).toEqual({});
  });
  it('gives way to a mark: the child came after all', () => {
    expect(marksWithAbsence({ '2026-05-09': 'present' }, '2026-05-09', absence)).toEqual({
      '2026-05-09': 'present',
    });
  });
});
