import { Hono } from 'hono';
import type { ScheduleResponse } from '../../../domain/bookings/contracts';
import type { AppContext } from '../../context';
import { selectCamps, selectTrainings } from './queries';

/** Browsers and proxies may reuse the schedule briefly: seats change, but a stale badge only delays a refusal. */
export const SCHEDULE_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=30';

// Public: the upcoming trainings and camps with free seats, trainers and prices. Two queries on the capacity
// views, whatever the number of families; nothing here depends on who asks.
export function scheduleRoutes(ctx: AppContext) {
  return new Hono().get('/', async (c) => {
    const now = ctx.clock.now();
    const body: ScheduleResponse = {
      trainings: await selectTrainings(ctx.db, { when: 'upcoming', now }),
      camps: await selectCamps(ctx.db, { when: 'upcoming', now }),
    };
    c.header('Cache-Control', SCHEDULE_CACHE_CONTROL);
    return c.json(body);
  });
}
