import { Hono } from 'hono';
import { clientIp } from '../../auth/client-ip';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { createCalendarLink, readCalendarLink, revokeCalendarLink } from './calendar-link';
import { readFamilyFeed } from './read-family-feed';

// The calendar subscription (issue 16; contract in domain/calendar/calendar-feed-api.ts). The feed is fetched by
// calendar apps, which have no session: its route comes before the sign-in check and is authorised by the token in
// its address alone (and rate-limited, read-family-feed.ts). The link routes are the signed-in parent's own.
export function calendarRoutes(ctx: AppContext) {
  return new Hono()
    .get('/feed/:token', async (c) => {
      // Calendar apps like an address ending in .ics; the token is the part before it.
      const token = c.req.param('token').replace(/\.ics$/i, '');
      const ics = await readFamilyFeed(ctx, { token, ip: clientIp(c, ctx.config) });
      c.header('Content-Type', 'text/calendar; charset=utf-8');
      c.header('Content-Disposition', 'inline; filename="kalender.ics"');
      // The address is a secret and the answer personal: no shared cache keeps it, no search engine lists it.
      c.header('Cache-Control', 'private, no-store');
      c.header('X-Robots-Tag', 'noindex, nofollow');
      return c.body(ics);
    })
    .use('/link', requireParent)
    .get('/link', async (c) => c.json(await readCalendarLink(ctx, c.get('user').id)))
    .post('/link', async (c) => c.json(await createCalendarLink(ctx, c.get('user').id), 201))
    .delete('/link', async (c) => {
      await revokeCalendarLink(ctx, c.get('user').id);
      return c.body(null, 204);
    });
}
