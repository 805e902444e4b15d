import type { TrainerMark, TrainerMarksResponse } from '@domain/trainers/trainer-api';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { enqueueMarks, newMark, queuedStatus, readQueue, type SendMarks, syncQueue } from './mark-queue';

const SESSION = '11111111-1111-4111-8111-111111111111';
const CAMP = '22222222-2222-4222-8222-222222222222';
const LENA = '33333333-3333-4333-8333-333333333333';
const DAY = '2026-05-09';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
});

const applied = (marks: TrainerMark[]): TrainerMarksResponse => ({
  results: marks.map((mark) => ({ markId: mark.markId, outcome: 'applied' })),
  marks: [],
});

describe('the offline queue of marks', () => {
  it('keeps every mark while the server cannot be reached, and sends them once it can', async () => {
    const first = newMark(LENA, DAY, 'absent', new Date('2026-05-09T08:01:00Z'));
    const second = newMark(LENA, DAY, 'late', new Date('2026-05-09T08:02:00Z'));
    enqueueMarks([{ kind: 'training', offerId: SESSION, mark: first }], storage);
    enqueueMarks([{ kind: 'training', offerId: SESSION, mark: second }], storage);

    const offline: SendMarks = async () => {
      throw new ApiError('UNAVAILABLE', 0);
    };
    expect(await syncQueue(offline, storage)).toEqual({ answered: 0, refused: 0, offline: true });
    expect(readQueue(storage).map((e) => e.mark)).toEqual([first, second]);
    // The page shows the latest queued mark over what the server sent before.
    expect(
      queuedStatus(readQueue(storage), { kind: 'training', offerId: SESSION, childId: LENA, day: DAY }),
    ).toBe('late');

    const sent: TrainerMark[][] = [];
    const online: SendMarks = async (_kind, _offerId, marks) => {
      sent.push(marks);
      return applied(marks);
    };
    expect(await syncQueue(online, storage)).toEqual({ answered: 2, refused: 0, offline: false });
    expect(sent).toEqual([[first, second]]);
    expect(readQueue(storage)).toEqual([]);
  });

  it('sends one request per offer and drops an offer the trainer no longer has, counting its marks', async () => {
    const kept = newMark(LENA, DAY, 'present');
    const lost = newMark(LENA, DAY, 'present');
    enqueueMarks(
      [
        { kind: 'training', offerId: SESSION, mark: kept },
        { kind: 'camp', offerId: CAMP, mark: lost },
      ],
      storage,
    );
    const send: SendMarks = async (kind, _offerId, marks) => {
      if (kind === 'camp') throw new ApiError('NOT_FOUND', 404);
      return applied(marks);
    };
    expect(await syncQueue(send, storage)).toEqual({ answered: 2, refused: 1, offline: false });
    expect(readQueue(storage)).toEqual([]);
  });

  it('keeps what a server error left, and what was queued while a sync ran', async () => {
    const mark = newMark(LENA, DAY, 'present');
    enqueueMarks([{ kind: 'training', offerId: SESSION, mark }], storage);
    const failing: SendMarks = async () => {
      throw new ApiError('INTERNAL', 500);
    };
    expect((await syncQueue(failing, storage)).answered).toBe(0);
    expect(readQueue(storage)).toHaveLength(1);

    const during = newMark(LENA, DAY, 'absent');
    const slow: SendMarks = async (_kind, _offerId, marks) => {
      enqueueMarks([{ kind: 'training', offerId: SESSION, mark: during }], storage);
      return applied(marks);
    };
    await syncQueue(slow, storage);
    expect(readQueue(storage).map((e) => e.mark)).toEqual([during]);
  });

  it('reads a damaged store as empty', () => {
    storage.setItem('anpfiff.trainer-marks', '{kaputt');
    expect(readQueue(storage)).toEqual([]);
  });
});
