import { describe, expect, it } from 'vitest';
import { offerTrainersSchema, trainerAccountSchema } from './trainer-account';
import { trainerMarksSchema } from './trainer-api';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('the trainers of an offer', () => {
  it('takes several trainers with at most one lead', () => {
    expect(
      offerTrainersSchema.safeParse({
        trainers: [
          { trainerId: A, lead: true },
          { trainerId: B, lead: false },
        ],
      }).success,
    ).toBe(true);
    expect(offerTrainersSchema.safeParse({ trainers: [] }).success).toBe(true);
  });

  it.each([
    [
      'two leads',
      [
        { trainerId: A, lead: true },
        { trainerId: B, lead: true },
      ],
    ],
    [
      'a trainer twice',
      [
        { trainerId: A, lead: false },
        { trainerId: A, lead: true },
      ],
    ],
    ['no id', [{ trainerId: 'x', lead: false }]],
  ])('refuses %s', (_name, trainers) => {
    expect(offerTrainersSchema.safeParse({ trainers }).success).toBe(false);
  });
});

describe("a trainer's account", () => {
  it('stores the address trimmed and lower-cased, and asks whether to mail it', () => {
    expect(trainerAccountSchema.parse({ email: ' Coach@Example.CH ', invite: true })).toEqual({
      email: 'coach@example.ch',
      invite: true,
    });
    expect(trainerAccountSchema.safeParse({ email: 'coach@example.ch' }).success).toBe(false);
    expect(trainerAccountSchema.safeParse({ email: 'kein-mail', invite: true }).success).toBe(false);
  });
});

describe('marks from a phone', () => {
  const mark = {
    markId: A,
    childId: B,
    day: '2026-05-09',
    status: 'late',
    markedAt: '2026-05-09T08:02:00.000Z',
  };

  it('takes a mark with its id, day, status and the moment it was made', () => {
    expect(trainerMarksSchema.parse({ marks: [mark] }).marks).toEqual([mark]);
  });

  it.each([
    ['no marks', []],
    ['an unknown status', [{ ...mark, status: 'maybe' }]],
    ['a day that is none', [{ ...mark, day: '2026-02-30' }]],
    ['no moment', [{ ...mark, markedAt: 'gestern' }]],
    ['a field more', [{ ...mark, setBy: 'x' }]],
  ])('refuses %s', (_name, marks) => {
    expect(trainerMarksSchema.safeParse({ marks }).success).toBe(false);
  });
});
