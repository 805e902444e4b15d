import { Hono } from 'hono';
import type {
  BookingResponse,
  TrainingCancellationResponse,
  WaitlistJoinResponse,
} from '../../../domain/bookings/contracts';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { parseIdParam } from '../../http/id-param';
import { jsonText } from '../../http/json-text';
import { joinWaitlist } from '../bookings/join-waitlist';
import { leaveWaitlist } from '../bookings/leave-waitlist';
import { parentActor, registrationRequest } from '../bookings/route-params';
import { bookTraining } from './book-training';
import { cancelTraining } from './cancel-training';
import { familyTrainingsJson } from './list-trainings';
import { trainingWaitlist } from './training-waitlist';

// "TIZ Trainings" for a signed-in parent: the list with the family's registrations, sign-up and cancellation.
export function trainingsRoutes(ctx: AppContext) {
  return new Hono()
    .use('*', requireParent)
    .get('/', async (c) => {
      // A TrainingsResponse as text, the shared list pre-serialised (trainings-json.ts).
      return jsonText(c, await familyTrainingsJson(ctx, c.get('user').id));
    })
    .post('/:sessionId/registrations', async (c) => {
      const sessionId = parseIdParam(c.req.param('sessionId'));
      const { childIds } = await registrationRequest(c);
      const body: BookingResponse = await bookTraining(ctx, { actor: parentActor(c), sessionId, childIds });
      return c.json(body, 201);
    })
    .delete('/:sessionId/registrations/:childId', async (c) => {
      const sessionId = parseIdParam(c.req.param('sessionId'));
      const childId = parseIdParam(c.req.param('childId'));
      const body: TrainingCancellationResponse = await cancelTraining(ctx, {
        actor: parentActor(c),
        sessionId,
        childId,
      });
      return c.json(body);
    })
    .post('/:sessionId/waitlist', async (c) => {
      const offerId = parseIdParam(c.req.param('sessionId'));
      const { childIds } = await registrationRequest(c);
      const body: WaitlistJoinResponse = await joinWaitlist(ctx, trainingWaitlist, {
        actor: parentActor(c),
        offerId,
        childIds,
      });
      return c.json(body, 201);
    })
    .delete('/:sessionId/waitlist/:childId', async (c) => {
      const offerId = parseIdParam(c.req.param('sessionId'));
      const childId = parseIdParam(c.req.param('childId'));
      await leaveWaitlist(ctx, { kind: 'training', offerId, actor: parentActor(c), childId });
      return c.body(null, 204);
    });
}
