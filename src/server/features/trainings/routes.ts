import { Hono } from 'hono';
import type {
  BookingResponse,
  TrainingCancellationResponse,
  TrainingsResponse,
} from '../../../domain/bookings/contracts';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { parseIdParam } from '../../http/id-param';
import { parentActor, registrationRequest } from '../bookings/route-params';
import { bookTraining } from './book-training';
import { cancelTraining } from './cancel-training';
import { listFamilyTrainings } from './list-trainings';

// "TIZ Trainings" for a signed-in parent: the list with the family's registrations, sign-up and cancellation.
export function trainingsRoutes(ctx: AppContext) {
  return new Hono()
    .use('*', requireParent)
    .get('/', async (c) => {
      const body: TrainingsResponse = await listFamilyTrainings(ctx, c.get('user').id);
      return c.json(body);
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
    });
}
