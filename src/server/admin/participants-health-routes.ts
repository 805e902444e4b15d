import type { Hono } from 'hono';
import type {
  adminCampParticipantEndpoints,
  adminTrainingParticipantEndpoints,
} from '../../domain/bookings/admin-participant-endpoints';
import type { ParticipantsHealthKind } from '../../domain/bookings/participants-health';
import type { AppContext } from '../context';
import { readParticipantsHealth } from '../features/bookings/read-participants-health';
import { serve } from '../http/endpoint-routes';
import { parseIdParam } from '../http/id-param';

type HealthEndpoint =
  | (typeof adminTrainingParticipantEndpoints)['health']
  | (typeof adminCampParticipantEndpoints)['health'];

// The participants' emergency and health information (issue 18), the same for trainings and camps: served on each
// one's router from its kind's definition, so the admin check of /api/admin covers it. No browser or proxy keeps a
// copy.
export function serveParticipantsHealth(
  routes: Hono,
  endpoint: HealthEndpoint,
  ctx: AppContext,
  kind: ParticipantsHealthKind,
): void {
  serve(routes, endpoint, async (c, { params }) => {
    const offerId = parseIdParam(params.offerId);
    c.header('Cache-Control', 'no-store');
    return { participants: await readParticipantsHealth(ctx, c.get('user').id, { kind, offerId }) };
  });
}
