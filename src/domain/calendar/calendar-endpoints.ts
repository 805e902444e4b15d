import { z } from 'zod';
import { defineEndpoint, fileAnswer, noContent } from '../api/endpoint';

// The calendar subscription (issue 16, decision 030; calendar-feed-api.ts).

/** A link's existence: since when (ISO instant); the address itself is not kept. */
const linkSince = z.object({ createdAt: z.string() });

/** GET /calendar/link: whether a link exists and since when. */
export const calendarLinkResponseSchema = z.object({ link: linkSince.nullable() });

/** POST /calendar/link (201): the new link's addresses, shown once. */
export const createdCalendarLinkResponseSchema = z.object({
  link: linkSince,
  /** https (or http in development) address, for "copy" and calendar apps that ask for a URL. */
  url: z.string(),
  /** The same address with the webcal scheme, which opens the subscription dialog of the device's calendar app. */
  webcalUrl: z.string(),
});

export const calendarEndpoints = {
  /** The feed, authorised by its token alone (calendar apps have no session); `:token` may end in .ics. */
  feed: defineEndpoint({ method: 'GET', path: '/calendar/feed/:token', response: fileAnswer }),
  /** Whether a link exists, and since when: the address itself is never readable again. */
  link: defineEndpoint({ method: 'GET', path: '/calendar/link', response: calendarLinkResponseSchema }),
  /** A new link, replacing the old one at once; its address is answered this one time. */
  createLink: defineEndpoint({
    method: 'POST',
    path: '/calendar/link',
    status: 201,
    response: createdCalendarLinkResponseSchema,
  }),
  /** Ends the subscription: the address answers 404 from then on. */
  revokeLink: defineEndpoint({ method: 'DELETE', path: '/calendar/link', response: noContent }),
};
