import { describe, expect, it } from 'vitest';
import { attendanceRate, markWeight } from './attendance-rate';

describe('a mark in the attendance rate', () => {
  it.each([
    ['present', false, 'attended'],
    ['late', false, 'attended'],
    ['absent', false, 'missed'],
    // Reported by the parents: excused, neither for nor against the child.
    ['absent', true, 'excused'],
    // Came after all: there.
    ['present', true, 'attended'],
    ['late', true, 'attended'],
  ] as const)('%s, absence reported %s, counts as %s', (status, reported, weight) => {
    expect(markWeight(status, reported)).toBe(weight);
  });
});

describe('the attendance rate', () => {
  it.each([
    [{ attended: 0, missed: 0 }, null],
    [{ attended: 3, missed: 0 }, 100],
    [{ attended: 0, missed: 2 }, 0],
    [{ attended: 2, missed: 1 }, 67],
    [{ attended: 1, missed: 2 }, 33],
    [{ attended: 7, missed: 1 }, 88],
  ])('%o is %s percent', (counts, rate) => {
    expect(attendanceRate(counts)).toBe(rate);
  });
});
