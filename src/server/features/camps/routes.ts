import { Hono } from 'hono';
import type {
  BookingResponse,
  CampCancellationResponse,
  CampsResponse,
  WaitlistJoinResponse,
} from '../../../domain/bookings/contracts';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { parseIdParam } from '../../http/id-param';
import { joinWaitlist } from '../bookings/join-waitlist';
import { leaveWaitlist } from '../bookings/leave-waitlist';
import { parentActor, registrationRequest } from '../bookings/route-params';
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
  return new Hono()
    .get('/:campId/flyer', async (c) => {
      const campId = parseIdParam(c.req.param('campId'));
      const answer = await readCampFlyer(ctx.db, campId, c.req.header('if-none-match'));
      c.header('ETag', answer.etag);
      c.header('Cache-Control', `public, max-age=${FLYER_CACHE_SECONDS}`);
      if (answer.status === 304) return c.body(null, 304);
      c.header('Content-Type', answer.contentType);
      c.header('Content-Disposition', `inline; filename="${answer.fileName}"`);
      return c.body(new Uint8Array(answer.body));
    })
    .use('*', requireParent)
    .get('/', async (c) => {
      const body: CampsResponse = await listFamilyCamps(ctx, c.get('user').id);
      return c.json(body);
    })
    .post('/:campId/registrations', async (c) => {
      const campId = parseIdParam(c.req.param('campId'));
      const { childIds } = await registrationRequest(c);
      const body: BookingResponse = await bookCamp(ctx, { actor: parentActor(c), campId, childIds });
      return c.json(body, 201);
    })
    .delete('/:campId/registrations/:childId', async (c) => {
      const campId = parseIdParam(c.req.param('campId'));
      const childId = parseIdParam(c.req.param('childId'));
      const body: CampCancellationResponse = await cancelCamp(ctx, {
        actor: parentActor(c),
        campId,
        childId,
      });
      return c.json(body);
    })
    .post('/:campId/waitlist', async (c) => {
      const offerId = parseIdParam(c.req.param('campId'));
      const { childIds } = await registrationRequest(c);
      const body: WaitlistJoinResponse = await joinWaitlist(ctx, campWaitlist, {
        actor: parentActor(c),
        offerId,
        childIds,
      });
      return c.json(body, 201);
    })
    .delete('/:campId/waitlist/:childId', async (c) => {
      const offerId = parseIdParam(c.req.param('campId'));
      const childId = parseIdParam(c.req.param('childId'));
      await leaveWaitlist(ctx, { kind: 'camp', offerId, actor: parentActor(c), childId });
      return c.body(null, 204);
    });
}
