import { Hono } from 'hono';
import { bookingEndpoints } from '../../../domain/bookings/booking-endpoints';
import { isTrainingOpen } from '../../../domain/bookings/training-open';
import { isCampUpcoming } from '../../../domain/time';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';
import { selectCamps, selectTrainings } from './queries';

/** Browsers and proxies may reuse the schedule briefly: seats change, but a stale badge only delays a refusal. */
const SCHEDULE_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=30';

// Public: the listed trainings and camps with free seats, trainers, prices and whether sign-up is still open (the
// domain's rule, the same the booking applies). Two queries on the capacity
// views, whatever the number of families; nothing here depends on who asks.
export function scheduleRoutes(ctx: AppContext) {
  const routes = new Hono();
  serve(routes, bookingEndpoints.schedule, async (c) => {
    const now = ctx.clock.now();
    const trainings = await selectTrainings(ctx.db, { when: 'upcoming', now });
    const camps = await selectCamps(ctx.db, { when: 'upcoming', now });
    c.header('Cache-Control', SCHEDULE_CACHE_CONTROL);
    return {
      trainings: trainings.map((session) => ({ ...session, open: isTrainingOpen(session.startsAt, now) })),
      camps: camps.map((camp) => ({ ...camp, open: isCampUpcoming(camp, now) })),
    };
  });
  return routes;
}
