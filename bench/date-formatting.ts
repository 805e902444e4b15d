// npm run bench:date-formatting
//
// What the first views pay per date they show: /schedule and /dashboard format every training's and camp's instant
// in Zurich time (weekday, date, time) while they render, and the booking cutoffs turn Zurich wall-clock times back
// into instants. A CPU profile of /schedule found this reading of the zone (Intl's formatToParts for every date)
// before any framework (issue 26). Times 10,000 instants spread over two years, each formatted as the cards do and
// its wall-clock time turned back into an instant, after a warm-up; the median of 7 rounds, beside its target.

import { performance } from 'node:perf_hooks';
import {
  formatDate,
  formatTime,
  formatWeekdayDateTime,
  zurichDateTimeOf,
  zurichDateTimeToInstant,
} from '../src/domain/time/zurich';

const CALLS = 10_000;
const ROUNDS = 7;
/** Microseconds per date on this kind of machine: 100 dates on a page in 1 ms, about 4 ms on a slow phone. */
const TARGET_US_PER_DATE = 10;

const start = Date.UTC(2026, 0, 1);
const span = 2 * 365 * 24 * 60 * 60_000;
// A fixed spread (no randomness): every 10,000th of two years, on odd minutes, so each lands on a different hour.
const instants = Array.from(
  { length: CALLS },
  (_, i) => new Date(start + Math.floor((span * i) / CALLS) + i * 60_000),
);

function round(): number {
  const began = performance.now();
  let sink = 0;
  for (const instant of instants) {
    sink += formatWeekdayDateTime(instant).length + formatDate(instant).length + formatTime(instant).length;
    const { date, time } = zurichDateTimeOf(instant);
    sink += zurichDateTimeToInstant(date, time.slice(0, 5)).getTime() % 2;
  }
  if (sink < 0) throw new Error('unreachable: keeps the work from being optimised away');
  return performance.now() - began;
}

round(); // warm-up: the formatter's zone data, the JIT
const times = Array.from({ length: ROUNDS }, round).sort((a, b) => a - b);
const median = times[Math.floor(ROUNDS / 2)] ?? Number.NaN;
const perDate = (median * 1000) / CALLS;
const verdict = perDate <= TARGET_US_PER_DATE ? 'MET' : 'MISSED';
console.log(`${CALLS} dates (weekday+date+time, date, time, back to an instant), median of ${ROUNDS} rounds`);
console.log(
  `  ${median.toFixed(1)} ms in all, ${perDate.toFixed(2)} µs per date (target <= ${TARGET_US_PER_DATE} µs)  ${verdict}`,
);
