// The contract of the calendar subscription endpoints, shared by server and web (issue 16, decision 030).
//   GET    /calendar/link   the parent's link state (the address itself is never readable again)
//   POST   /calendar/link   a new link: replaces the old one at once and answers its address, this one time
//   DELETE /calendar/link   ends the subscription: the address answers 404 from then on
//   GET    /calendar/feed/:token.ics   the feed, authorised by its token alone (no session)

export const CALENDAR_LINK_PATH = '/calendar/link';
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
