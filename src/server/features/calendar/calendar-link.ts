import {
  CALENDAR_FEED_PATH,
  type CalendarLinkResponse,
  type CreatedCalendarLinkResponse,
  webcalUrlOf,
} from '../../../domain/calendar/calendar-feed-api';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { newFeedToken } from './feed-token';
import { deleteCalendarFeed, findCalendarFeed, replaceCalendarFeed } from './queries';

// The parent's own calendar link (decision 030): one per parent, showing that parent's family as the family scope
// sees it at each fetch. Only the token's hash is stored, so the address can be shown once, when it is made.

export async function readCalendarLink(ctx: AppContext, parentId: string): Promise<CalendarLinkResponse> {
  const feed = await findCalendarFeed(ctx.db, parentId);
  return { link: feed ? { createdAt: feed.createdAt.toISOString() } : null };
}

/** A new address in place of the old one, which answers 404 from this commit on. */
export async function createCalendarLink(
  ctx: AppContext,
  parentId: string,
): Promise<CreatedCalendarLinkResponse> {
  const { token, hash } = newFeedToken();
  const feed = await replaceCalendarFeed(ctx.db, parentId, hash, ctx.clock.now());
  const url = `${ctx.config.appUrl}/api${CALENDAR_FEED_PATH}/${token}.ics`;
  return { link: { createdAt: feed.createdAt.toISOString() }, url, webcalUrl: webcalUrlOf(url) };
}

/** Ends the subscription; 404 when there is none. */
export async function revokeCalendarLink(ctx: AppContext, parentId: string): Promise<void> {
  if (!(await deleteCalendarFeed(ctx.db, parentId))) throw notFound();
}
