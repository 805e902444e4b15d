import { Hono } from 'hono';
import type {
  BookingResponse,
  CampCancellationResponse,
  CampsResponse,
} from '../../../domain/bookings/contracts';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { parseIdParam } from '../../http/id-param';
import { parentActor, registrationRequest } from '../bookings/route-params';
import { bookCamp } from './book-camp';
import { cancelCamp } from './cancel-camp';
import { listFamilyCamps } from './list-camps';

// "Camps" for a signed-in parent: the list with the family's registrations, sign-up and cancellation.
export function campsRoutes(ctx: AppContext) {
  return new Hono()
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
    });
}
