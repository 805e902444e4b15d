// Zurich's wall clock read straight from Intl (the zone data every browser and Node ship). The web used to read it
// through date-fns `format` with its en-US locale, 7.7 KB gzip on every page that shows a date (decision 028).

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

/** The Zurich wall-clock reading of an instant (seconds; milliseconds are dropped). */
export function zurichWallClock(instant: Date): WallClock {
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
  for (const part of zurichParts.formatToParts(instant)) {
    if (FIELDS.includes(part.type)) clock[part.type as ClockField] = Number(part.value);
  }
  return clock;
}

const MS_PER_MINUTE = 60_000;

/** Zurich's offset from UTC in minutes at an instant (60 in winter, 120 in summer). */
export function zurichOffsetMinutes(instant: Date): number {
  const { year, month, day, hour, minute, second } = zurichWallClock(instant);
  const wall = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0-99 as 1900-1999.
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, second, 0);
  const wholeSeconds = instant.getTime() - (((instant.getTime() % 1000) + 1000) % 1000);
  return (wall.getTime() - wholeSeconds) / MS_PER_MINUTE;
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
