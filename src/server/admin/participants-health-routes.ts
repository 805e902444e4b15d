import { Hono } from 'hono';
import type {
  ParticipantsHealthKind,
  ParticipantsHealthResponse,
} from '../../domain/bookings/participants-health';
import type { AppContext } from '../context';
import { readParticipantsHealth } from '../features/bookings/read-participants-health';
import { parseIdParam } from '../http/id-param';

// The participants' emergency and health information (issue 18), the same for trainings and camps: mounted under
// each one's admin routes, so the admin check of /api/admin covers it. No browser or proxy keeps a copy.
export function participantsHealthRoutes(ctx: AppContext, kind: ParticipantsHealthKind) {
  return new Hono().get('/:offerId/participants/health', async (c) => {
    const offerId = parseIdParam(c.req.param('offerId'));
    c.header('Cache-Control', 'no-store');
    const body: ParticipantsHealthResponse = {
      participants: await readParticipantsHealth(ctx, c.get('user').id, { kind, offerId }),
    };
    return c.json(body);
  });
}
