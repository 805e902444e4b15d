import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, type ICalEventData } from 'ical-generator';
import type { FeedEvent } from '../../../domain/calendar/feed-events';
import { addDays, type DateOnly, ZONE, zurichDateTimeToInstant } from '../../../domain/time';

// The feed as iCalendar text, written by ical-generator. Every event time carries TZID=Europe/Zurich with the zone's
// VTIMEZONE in the calendar, so a phone in another zone still shows a training at its Zurich time, also across the
// DST weekends. Times go in as TZDate: ical-generator reads a plain Date's wall-clock fields in the process's zone.

/** How often a calendar app should fetch the feed again (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

const vtimezones = new Map<string, string | null>();

function vtimezoneOf(zone: string): string | null {
  if (!vtimezones.has(zone)) vtimezones.set(zone, getVtimezoneComponent(zone));
  return vtimezones.get(zone) ?? null;
}

interface FeedCalendar {
  name: string;
  /** The app's host name: event UIDs are `<key>@<host>`, unique beyond this app. */
  host: string;
  events: readonly FeedEvent[];
  now: Date;
}

export function renderIcsCalendar(feed: FeedCalendar): string {
  const calendar = ical({
    name: feed.name,
    prodId: { company: 'Anpfiff', product: 'Elternportal', language: 'DE' },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone name: ical-generator would then write DTSTAMP in local time, which RFC 5545 forbids
    // (it must be UTC). The generator alone adds the VTIMEZONE of every zone the events use.
    timezone: { name: null, generator: vtimezoneOf },
    ttl: REFRESH_SECONDS,
  });
  calendar.x('X-WR-TIMEZONE', ZONE);
  for (const event of feed.events) {
    calendar.createEvent({
      id: `${event.key}@${feed.host}`,
      stamp: feed.now,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: event.url,
      timezone: ZONE,
      ...eventTimes(event),
    });
  }
  return calendar.toString();
}

function eventTimes(event: FeedEvent): Pick<ICalEventData, 'start' | 'end' | 'allDay'> {
  if (event.time.allDay) {
    return {
      allDay: true,
      start: zurichMidnight(event.time.date),
      end: zurichMidnight(addDays(event.time.date, 1)),
    };
  }
  return {
    start: new TZDate(event.time.start, ZONE),
    end: event.time.end ? new TZDate(event.time.end, ZONE) : null,
  };
}

function zurichMidnight(date: DateOnly): TZDate {
  return new TZDate(zurichDateTimeToInstant(date, '00:00'), ZONE);
}
