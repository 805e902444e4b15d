import { feedEvents } from '../../../domain/calendar/feed-events';
import { calendarEventMessages } from '../../../domain/messages/calendar';
import { zurichToday } from '../../../domain/time';
import { ipBucket } from '../../auth/client-ip';
import { hitRateLimit } from '../../auth/rate-limit';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { FEED_READS_PER_FEED, FEED_READS_PER_IP } from './feed-limits';
import { hashFeedToken, isFeedTokenShaped } from './feed-token';
import { renderIcsCalendar } from './ics-calendar';
import { bookedCamps, bookedTrainings, findFeedOwner } from './queries';

/** Past bookings stay this long in the calendar; older ones drop out, so a long history never grows the feed. */
const FEED_HISTORY_DAYS = 180;
const DAY_MS = 86_400_000;

/**
 * The family's calendar as iCalendar text, for whoever holds the token: it is the whole authorisation, so an
 * unknown, replaced or ended token is 404 like any other address. The feed is read afresh on every request from the
 * bookings themselves: a booking or a cancellation shows at the calendar app's next fetch.
 */
export async function readFamilyFeed(ctx: AppContext, input: { token: string; ip: string }): Promise<string> {
  const now = ctx.clock.now();
  if (!(await hitRateLimit(ctx.db, `calendar-feed:ip:${ipBucket(input.ip)}`, FEED_READS_PER_IP, now))) {
    throw new AppError('RATE_LIMITED', 429);
  }
  if (!isFeedTokenShaped(input.token)) throw notFound();
  const parentId = await findFeedOwner(ctx.db, hashFeedToken(input.token));
  if (!parentId) throw notFound();
  if (!(await hitRateLimit(ctx.db, `calendar-feed:feed:${parentId}`, FEED_READS_PER_FEED, now))) {
    throw new AppError('RATE_LIMITED', 429);
  }
  const since = new Date(now.getTime() - FEED_HISTORY_DAYS * DAY_MS);
  const trainings = await bookedTrainings(ctx.db, parentId, since);
  const camps = await bookedCamps(ctx.db, parentId, zurichToday(since));
  return renderIcsCalendar({
    name: calendarEventMessages.calendarName(ctx.config.PROVIDER_NAME),
    host: new URL(ctx.config.appUrl).hostname,
    events: feedEvents({ trainings, camps }, ctx.config.appUrl),
    now,
  });
}
