import { defineEndpoint, fileAnswer, noContent, typedAnswer } from '../api/endpoint';
import type { CalendarLinkResponse, CreatedCalendarLinkResponse } from './calendar-feed-api';

// The calendar subscription (issue 16, decision 030; calendar-feed-api.ts).

export const calendarEndpoints = {
  /** The feed, authorised by its token alone (calendar apps have no session); `:token` may end in .ics. */
  feed: defineEndpoint({ method: 'GET', path: '/calendar/feed/:token', response: fileAnswer }),
  /** Whether a link exists, and since when: the address itself is never readable again. */
  link: defineEndpoint({
    method: 'GET',
    path: '/calendar/link',
    response: typedAnswer<CalendarLinkResponse>(),
  }),
  /** A new link, replacing the old one at once; its address is answered this one time. */
  createLink: defineEndpoint({
    method: 'POST',
    path: '/calendar/link',
    status: 201,
    response: typedAnswer<CreatedCalendarLinkResponse>(),
  }),
  /** Ends the subscription: the address answers 404 from then on. */
  revokeLink: defineEndpoint({ method: 'DELETE', path: '/calendar/link', response: noContent }),
};
