// What a family's calendar feed lists (issue 16): one event per booked training, one per day of a booked camp,
// each naming the family's children on it and the cancellation deadline. Pure: the server reads the bookings and
// writes the events as iCalendar (features/calendar); here only what they say and when they are, in Zurich time.
import { cancellationDeadline } from '../bookings/training-cancellation';
import { calendarEventMessages as m } from '../messages/calendar';
import {
  addDays,
  type DateOnly,
  daysBetween,
  formatWeekdayDate,
  formatWeekdayDateTime,
  zurichDateTimeToInstant,
} from '../time';

/** A training with the family's children booked on it (first names, as the parent calls them). */
export interface BookedTraining {
  id: string;
  title: string;
  location: string;
  startsAt: Date;
  endsAt: Date | null;
  children: readonly string[];
}

/** A camp with the family's children booked on it. Times are Zurich wall-clock times ('HH:MM[:SS]'). */
export interface BookedCamp {
  id: string;
  name: string;
  location: string;
  startDate: DateOnly;
  endDate: DateOnly | null;
  startTime: string | null;
  endTime: string | null;
  children: readonly string[];
}

/** A timed event (no end when the offer has none), or a whole day for a camp without times. */
type FeedEventTime = { allDay: false; start: Date; end: Date | null } | { allDay: true; date: DateOnly };

export interface FeedEvent {
  /** Stable across reads, so a calendar app updates the event instead of adding a second one. */
  key: string;
  summary: string;
  location: string;
  description: string;
  url: string;
  time: FeedEventTime;
}

/** A camp longer than this is a data error; its feed stops after this many days instead of filling a calendar. */
export const MAX_CAMP_DAYS = 31;

export function trainingEvent(training: BookedTraining, appUrl: string): FeedEvent {
  const url = `${appUrl}/tiz-trainings`;
  const deadline = formatWeekdayDateTime(cancellationDeadline(training.startsAt));
  const end = training.endsAt && training.endsAt > training.startsAt ? training.endsAt : null;
  return {
    key: `training-${training.id}`,
    summary: m.summary(training.title, training.children),
    location: training.location,
    description: [m.children(training.children), m.trainingDeadline(deadline), m.manage(url)].join('\n'),
    url,
    time: { allDay: false, start: training.startsAt, end },
  };
}

/** One event per camp day: a camp runs its hours each day, not through the nights between them. */
export function campEvents(camp: BookedCamp, appUrl: string): FeedEvent[] {
  const url = `${appUrl}/camps`;
  const days = Math.min(MAX_CAMP_DAYS, camp.endDate ? daysBetween(camp.startDate, camp.endDate) + 1 : 1);
  // Parents may cancel while the camp's first day has not passed (isCampUpcoming, the rule cancelCamp applies).
  const deadline = m.campDeadline(formatWeekdayDate(camp.startDate));
  return Array.from({ length: Math.max(1, days) }, (_, index) => {
    const date = addDays(camp.startDate, index);
    const lines = [m.children(camp.children), ...(days > 1 ? [m.campDay(index + 1, days)] : []), deadline];
    return {
      key: `camp-${camp.id}-${date}`,
      summary: m.summary(camp.name, camp.children),
      location: camp.location,
      description: [...lines, m.manage(url)].join('\n'),
      url,
      time: campDayTime(date, camp.startTime, camp.endTime),
    };
  });
}

function campDayTime(date: DateOnly, startTime: string | null, endTime: string | null): FeedEventTime {
  if (!startTime) return { allDay: true, date };
  const start = zurichDateTimeToInstant(date, startTime);
  const end = endTime ? zurichDateTimeToInstant(date, endTime) : null;
  return { allDay: false, start, end: end && end > start ? end : null };
}

/** Every event of the feed, trainings and camp days in the order they happen. */
export function feedEvents(
  bookings: { trainings: readonly BookedTraining[]; camps: readonly BookedCamp[] },
  appUrl: string,
): FeedEvent[] {
  const events = [
    ...bookings.trainings.map((training) => trainingEvent(training, appUrl)),
    ...bookings.camps.flatMap((camp) => campEvents(camp, appUrl)),
  ];
  return events.sort((a, b) => sortKey(a).localeCompare(sortKey(b)) || a.key.localeCompare(b.key));
}

function sortKey(event: FeedEvent): string {
  return event.time.allDay
    ? zurichDateTimeToInstant(event.time.date, '00:00').toISOString()
    : event.time.start.toISOString();
}
