import { describe, expect, it } from 'vitest';
import { planRetention } from './retention';

// Every moment of the last N days stays restorable: the newest base backup that ended before the window opened,
// everything after it, and the archived WAL from its start on.

const day = (d: number, hour = 2) => new Date(Date.UTC(2026, 10, d, hour, 30)).toISOString();
const backup = (d: number, segment: number) => ({
  name: `b${d}`,
  finishedAt: day(d),
  startWal: `00000001000000000000${segment.toString(16).toUpperCase().padStart(4, '0')}`,
});
const wal = (timeline: number, segment: number, suffix = '') =>
  `${timeline.toString(16).toUpperCase().padStart(8, '0')}00000000${segment.toString(16).toUpperCase().padStart(8, '0')}${suffix}.gz`;

describe('the retention of base backups and WAL', () => {
  const now = new Date(Date.UTC(2026, 10, 28, 12));
  const backups = [backup(18, 0x10), backup(20, 0x20), backup(21, 0x30), backup(22, 0x40), backup(28, 0x90)];

  it('keeps the newest backup from before the window and all after it, and the WAL from its start', () => {
    const files = [
      wal(1, 0x1f),
      wal(1, 0x20, '.00000028.backup'),
      wal(1, 0x2f),
      wal(1, 0x30),
      wal(2, 0x2e),
      wal(2, 0x31, '.partial'),
      '00000002.history.gz',
    ];
    const plan = planRetention(backups, files, now, 7);
    // The window opens on the 21st at 12:00: the backup of the 21st (02:30) is the last one before it.
    expect(plan.backups).toEqual(['b18', 'b20']);
    expect(plan.wal).toEqual([wal(1, 0x1f), wal(1, 0x20, '.00000028.backup'), wal(1, 0x2f), wal(2, 0x2e)]);
  });

  it('never deletes the only backup, nor the newest, however old', () => {
    const plan = planRetention([backup(1, 0x10)], [wal(1, 0x0f), wal(1, 0x10)], now, 7);
    expect(plan).toEqual({ backups: [], wal: [wal(1, 0x0f)] });
  });

  it('deletes nothing without a base backup (the WAL may be needed by one still being written)', () => {
    expect(planRetention([], [wal(1, 1)], now, 7)).toEqual({ backups: [], wal: [] });
  });
});
