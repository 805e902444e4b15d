import ICAL from 'ical.js';

// Reads a feed the way a calendar app does, with Mozilla's ical.js (a parser independent of the ical-generator that
// writes it): times are resolved through the VTIMEZONE the feed itself carries, never through our own zone code.

export interface ParsedEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  url: string | null;
  /** The TZID the start was written with ('UTC' for a Z time, 'floating' for none). */
  zone: string;
  /** True when the zone was resolved from a VTIMEZONE in the feed (not left as a bare name). */
  zoneDefined: boolean;
  allDay: boolean;
  start: Date;
  end: Date | null;
  /** For all-day events: the calendar date 'YYYY-MM-DD'. */
  date: string | null;
}

export interface ParsedCalendar {
  name: string | null;
  timezones: string[];
  events: ParsedEvent[];
}

export function parseIcs(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezones = calendar
    .getAllSubcomponents('vtimezone')
    .map((tz) => String(tz.getFirstPropertyValue('tzid')));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const start = event.startDate;
    const end = component.hasProperty('dtend') ? event.endDate : null;
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: (component.getFirstPropertyValue('url') as string | null) ?? null,
      zone: start.zone?.tzid ?? 'floating',
      zoneDefined: Boolean(start.zone?.component),
      allDay: start.isDate,
      start: start.toJSDate(),
      end: end ? end.toJSDate() : null,
      date: start.isDate ? start.toString() : null,
    };
  });
  const name = calendar.getFirstPropertyValue('x-wr-calname');
  return { name: name ? String(name) : null, timezones, events };
}
