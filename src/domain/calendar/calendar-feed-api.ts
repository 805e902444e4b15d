// The contract of the calendar subscription endpoints (calendar-endpoints.ts), shared by server and web (issue 16,
// decision 030). The answers' schemas are in calendar-endpoints.ts, which the web imports for types only.
import type { z } from 'zod';
import type { calendarLinkResponseSchema, createdCalendarLinkResponseSchema } from './calendar-endpoints';

/** Where a feed's address starts: the token and `.ics` follow. */
export const CALENDAR_FEED_PATH = '/calendar/feed';

/** GET /calendar/link: whether a link exists and since when (ISO instant). */
export type CalendarLinkResponse = z.infer<typeof calendarLinkResponseSchema>;

/** POST /calendar/link (201): the new link's addresses (url, webcalUrl), shown once. */
export type CreatedCalendarLinkResponse = z.infer<typeof createdCalendarLinkResponseSchema>;

/** The webcal:// form of a feed address (http and https alike: calendar apps pick the transport themselves). */
export function webcalUrlOf(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}
