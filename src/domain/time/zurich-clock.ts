// Zurich's wall clock from the zone data every browser and Node ship (Intl), read once per year and then by
// arithmetic. The web used to read it through date-fns `format` with its en-US locale, 7.7 KB gzip on every page that
// shows a date (decision 028); then through Intl's formatToParts for every date, which a CPU profile of /schedule
// found before any framework (issue 26: 116 ms on a fast machine, about four times that on a phone).

export const ZONE = 'Europe/Zurich';

export interface WallClock {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number; // 0-23
  minute: number;
  second: number;
}

type ClockField = keyof WallClock;
const FIELDS: readonly string[] = ['year', 'month', 'day', 'hour', 'minute', 'second'] satisfies ClockField[];

// Made on first use: building a DateTimeFormat costs a few milliseconds a page does not need before it shows a date.
let zurichParts: Intl.DateTimeFormat | undefined;

/** Zurich's offset from UTC in milliseconds at an instant, as the zone data says (one formatToParts). */
function offsetFromZoneData(ms: number): number {
  zurichParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    // h23, not hour12: false, which some engines read as h24 and print midnight as '24'.
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of zurichParts.formatToParts(ms)) {
    if (FIELDS.includes(part.type)) clock[part.type as ClockField] = Number(part.value);
  }
  const wall = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0-99 as 1900-1999.
  wall.setUTCFullYear(clock.year, clock.month - 1, clock.day);
  wall.setUTCHours(clock.hour, clock.minute, clock.second, 0);
  return wall.getTime() - wholeSeconds(ms);
}

const wholeSeconds = (ms: number) => ms - (((ms % 1000) + 1000) % 1000);

/** From `from` on (epoch ms) the offset is `offset` (ms), until the next change. */
interface OffsetChange {
  from: number;
  offset: number;
}

/** The offset changes of each UTC year asked for so far, the year's start first. */
const changesByYear = new Map<number, OffsetChange[]>();

/**
 * The offsets of a UTC year: probed at the start of every UTC month and the year's last millisecond, and where two
 * probes differ, the change found to the millisecond by bisection (about 70 readings of the zone data a year). This
 * relies on Zurich's offset changing at most once between two probes a month apart and never changing and changing
 * back within one month, true of its whole history (summer time starts at the end of March and ends at the end of
 * October, or of September before 1996).
 */
function offsetChangesOf(year: number): OffsetChange[] {
  const known = changesByYear.get(year);
  if (known) return known;
  const monthStart = (month: number) => {
    const date = new Date(0);
    date.setUTCFullYear(year, month, 1);
    return date.getTime();
  };
  const probes = Array.from({ length: 12 }, (_, month) => monthStart(month));
  probes.push(monthStart(12) - 1);
  const first = probes[0] ?? 0;
  const changes: OffsetChange[] = [{ from: first, offset: offsetFromZoneData(first) }];
  for (let i = 1; i < probes.length; i++) {
    const before = changes[changes.length - 1]?.offset;
    const at = probes[i] ?? 0;
    const offset = offsetFromZoneData(at);
    if (offset === before) continue;
    // The first millisecond with the new offset lies in (low, high].
    let low = probes[i - 1] ?? 0;
    let high = at;
    while (high - low > 1) {
      const middle = low + Math.floor((high - low) / 2);
      if (offsetFromZoneData(middle) === before) low = middle;
      else high = middle;
    }
    changes.push({ from: high, offset });
  }
  changesByYear.set(year, changes);
  return changes;
}

/** Zurich's offset from UTC in milliseconds at an instant. */
function offsetMs(ms: number): number {
  if (!Number.isFinite(ms)) throw new RangeError('Invalid time value');
  const changes = offsetChangesOf(new Date(ms).getUTCFullYear());
  let offset = changes[0]?.offset ?? 0;
  for (const change of changes) {
    if (change.from > ms) break;
    offset = change.offset;
  }
  return offset;
}

/** The Zurich wall-clock reading of an instant (seconds; milliseconds are dropped). */
export function zurichWallClock(instant: Date): WallClock {
  const ms = instant.getTime();
  const wall = new Date(wholeSeconds(ms) + offsetMs(ms));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

const MS_PER_MINUTE = 60_000;

/** Zurich's offset from UTC in minutes at an instant (60 in winter, 120 in summer). */
export function zurichOffsetMinutes(instant: Date): number {
  return offsetMs(instant.getTime()) / MS_PER_MINUTE;
}

const MS_PER_HOUR = 60 * MS_PER_MINUTE;

/**
 * Zurich's calendar year at an instant, without a time-zone formatter: every turn of the year falls in winter time
 * (UTC+1; summer time runs from the end of March to the end of October), so it is the UTC year one hour later. The
 * footer shows it on every page, and a page's first time-zone formatter costs 12-20 ms (the zone data is loaded),
 * about 50-80 ms of a slow phone's first task.
 */
export function zurichYear(instant: Date): number {
  return new Date(instant.getTime() + MS_PER_HOUR).getUTCFullYear();
}
