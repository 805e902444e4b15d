import { Hono } from 'hono';
import { calendarEndpoints as endpoints } from '../../../domain/calendar/calendar-endpoints';
import { clientIp } from '../../auth/client-ip';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';
import { createCalendarLink, readCalendarLink, revokeCalendarLink } from './calendar-link';
import { readFamilyFeed } from './read-family-feed';

// The calendar subscription (issue 16; src/domain/calendar/calendar-endpoints.ts). The feed is fetched by calendar
// apps, which have no session: its route comes before the sign-in check and is authorised by the token in its
// address alone (and rate-limited, read-family-feed.ts). The link routes are the signed-in parent's own.
export function calendarRoutes(ctx: AppContext) {
  const routes = new Hono();

  serve(routes, endpoints.feed, async (c, { params }) => {
    // Calendar apps like an address ending in .ics; the token is the part before it.
    const token = params.token.replace(/\.ics$/i, '');
    const ics = await readFamilyFeed(ctx, { token, ip: clientIp(c, ctx.config) });
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Content-Disposition', 'inline; filename="kalender.ics"');
    // The address is a secret and the answer personal: no shared cache keeps it, no search engine lists it.
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    return c.body(ics);
  });

  routes.use('/calendar/link', requireParent);
  serve(routes, endpoints.link, async (c) => readCalendarLink(ctx, c.get('user').id));
  serve(routes, endpoints.createLink, async (c) => createCalendarLink(ctx, c.get('user').id));
  serve(routes, endpoints.revokeLink, async (c) => {
    await revokeCalendarLink(ctx, c.get('user').id);
  });

  return routes;
}
