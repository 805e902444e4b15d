import { Hono } from 'hono';
import { bookingEndpoints as endpoints } from '../../../domain/bookings/booking-endpoints';
import { priceQuoteEndpoints } from '../../../domain/pricing/family-price-endpoints';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';
import { parseIdParam } from '../../http/id-param';
import { joinWaitlist } from '../bookings/join-waitlist';
import { leaveWaitlist } from '../bookings/leave-waitlist';
import { campTables } from '../bookings/offer-tables';
import { parentActor } from '../bookings/route-params';
import { quoteOfferPrice } from '../pricing/quote-offer-price';
import { bookCamp } from './book-camp';
import { campWaitlist } from './camp-waitlist';
import { cancelCamp } from './cancel-camp';
import { listFamilyCamps } from './list-camps';
import { readCampFlyer } from './read-camp-flyer';

/** admin-back-office.md section 9: flyer cache 3600 s. */
const FLYER_CACHE_SECONDS = 3600;

// "Camps" for a signed-in parent: the list with the family's registrations, sign-up and cancellation. The flyer is
// public (the schedule shows camps signed out too, and the spec stores flyers at a public address): its route comes
// before the sign-in check, so that check never runs for it.
export function campsRoutes(ctx: AppContext) {
  const routes = new Hono();

  serve(routes, endpoints.campFlyer, async (c, { params }) => {
    const campId = parseIdParam(params.campId);
    const answer = await readCampFlyer(ctx.db, campId, c.req.header('if-none-match'));
    c.header('ETag', answer.etag);
    c.header('Cache-Control', `public, max-age=${FLYER_CACHE_SECONDS}`);
    if (answer.status === 304) return c.body(null, 304);
    c.header('Content-Type', answer.contentType);
    c.header('Content-Disposition', `inline; filename="${answer.fileName}"`);
    return c.body(new Uint8Array(answer.body));
  });

  routes.use('/camps/*', requireParent);

  serve(routes, endpoints.camps, async (c) => listFamilyCamps(ctx, c.get('user').id));

  serve(routes, endpoints.bookCamp, async (c, { params, body }) =>
    bookCamp(ctx, {
      actor: parentActor(c),
      campId: parseIdParam(params.campId),
      childIds: body.childIds,
      answers: body.answers,
    }),
  );

  serve(routes, priceQuoteEndpoints.campQuote, async (c, { params, body }) =>
    quoteOfferPrice(ctx, campTables, c.get('user').id, parseIdParam(params.campId), body.childIds),
  );

  serve(routes, endpoints.cancelCamp, async (c, { params }) => {
    const campId = parseIdParam(params.campId);
    const childId = parseIdParam(params.childId);
    return cancelCamp(ctx, { actor: parentActor(c), campId, childId });
  });

  serve(routes, endpoints.joinCampWaitlist, async (c, { params, body }) =>
    joinWaitlist(ctx, campWaitlist, {
      actor: parentActor(c),
      offerId: parseIdParam(params.campId),
      childIds: body.childIds,
      answers: body.answers,
    }),
  );

  serve(routes, endpoints.leaveCampWaitlist, async (c, { params }) => {
    const offerId = parseIdParam(params.campId);
    const childId = parseIdParam(params.childId);
    await leaveWaitlist(ctx, { kind: 'camp', offerId, actor: parentActor(c), childId });
  });

  return routes;
}
