// The contract of the calendar subscription endpoints (calendar-endpoints.ts), shared by server and web (issue 16,
// decision 030).

/** Where a feed's address starts: the token and `.ics` follow. */
export const CALENDAR_FEED_PATH = '/calendar/feed';

/** GET /calendar/link: whether a link exists and since when (ISO instant). */
export interface CalendarLinkResponse {
  link: { createdAt: string } | null;
}

/** POST /calendar/link (201): the new link's addresses, shown once. */
export interface CreatedCalendarLinkResponse {
  link: { createdAt: string };
  /** https (or http in development) address, for "copy" and calendar apps that ask for a URL. */
  url: string;
  /** The same address with the webcal scheme, which opens the subscription dialog of the device's calendar app. */
  webcalUrl: string;
}

/** The webcal:// form of a feed address (http and https alike: calendar apps pick the transport themselves). */
export function webcalUrlOf(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}
