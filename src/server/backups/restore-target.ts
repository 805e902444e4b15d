import { zurichDateTimeToInstant } from '../../domain/time';

// The moment `npm run restore -- --to` names: `latest`, an instant with its offset (2026-11-28T14:30:00+01:00,
// ...Z), or a Zurich wall-clock time as an operator types it (2026-11-28 14:30, seconds optional).

const ZURICH_LOCAL = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

export function parseRestoreTarget(value: string | undefined): Date | 'latest' | null {
  const text = value?.trim() ?? '';
  if (text.toLowerCase() === 'latest') return 'latest';
  const local = ZURICH_LOCAL.exec(text);
  if (local) {
    const [, date = '', time = ''] = local;
    if (!isCalendarDate(date)) return null;
    try {
      return zurichDateTimeToInstant(date, time);
    } catch {
      return null; // 25:00 and the like
    }
  }
  if (WITH_OFFSET.test(text)) {
    const at = new Date(text.replace(' ', 'T'));
    return Number.isNaN(at.getTime()) || !isCalendarDate(text.slice(0, 10)) ? null : at;
  }
  return null;
}

function isCalendarDate(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d;
}
