import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { BookedCamp, BookedTraining } from '../../../domain/calendar/feed-events';
import type { DateOnly } from '../../../domain/time';
import type { DbOrTx } from '../../db/client';
import { calendarFeeds, campRsvps, camps, children, rsvps, sessions } from '../../db/schema';
import { inFamilyOf } from '../family/scope';

type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

export async function findCalendarFeed(db: DbOrTx, parentId: string): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.parentId, parentId));
  return row;
}

/** The parent whose feed has this token hash, if any. */
export async function findFeedOwner(db: DbOrTx, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ parentId: calendarFeeds.parentId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row?.parentId;
}

/** Stores the parent's new token hash in place of the old one, in one statement: the old address is dead at once. */
export async function replaceCalendarFeed(
  db: DbOrTx,
  parentId: string,
  tokenHash: string,
  now: Date,
): Promise<CalendarFeedRow> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ parentId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.parentId, set: { tokenHash, createdAt: now } })
    .returning();
  if (!row) throw new Error('calendar feed upsert returned no row');
  return row;
}

export async function deleteCalendarFeed(db: DbOrTx, parentId: string): Promise<boolean> {
  const rows = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.parentId, parentId))
    .returning({ parentId: calendarFeeds.parentId });
  return rows.length > 0;
}

/**
 * The family's active training bookings that end at `since` or later, one entry per training with the first names
 * of the family's children on it. Scoped by inFamilyOf, like every parent read: another family's child never shows.
 */
export async function bookedTrainings(db: DbOrTx, parentId: string, since: Date): Promise<BookedTraining[]> {
  const rows = await db
    .select({
      id: sessions.id,
      title: sessions.title,
      location: sessions.location,
      startsAt: sessions.startsAt,
      endsAt: sessions.endsAt,
      child: children.firstName,
    })
    .from(rsvps)
    .innerJoin(children, eq(children.id, rsvps.childId))
    .innerJoin(sessions, eq(sessions.id, rsvps.sessionId))
    .where(
      and(
        inFamilyOf(parentId),
        isNull(rsvps.cancelledAt),
        isNull(sessions.deletedAt),
        gte(sql`coalesce(${sessions.endsAt}, ${sessions.startsAt})`, since),
      ),
    )
    .orderBy(asc(sessions.startsAt), asc(sessions.id), asc(children.firstName), asc(children.id));
  return groupChildren(rows, ({ child: _, ...training }) => training);
}

/** The family's active camp bookings whose last day is `sinceDate` or later, as bookedTrainings. */
export async function bookedCamps(db: DbOrTx, parentId: string, sinceDate: DateOnly): Promise<BookedCamp[]> {
  const rows = await db
    .select({
      id: camps.id,
      name: camps.name,
      location: camps.location,
      startDate: camps.startDate,
      endDate: camps.endDate,
      startTime: camps.startTime,
      endTime: camps.endTime,
      child: children.firstName,
    })
    .from(campRsvps)
    .innerJoin(children, eq(children.id, campRsvps.childId))
    .innerJoin(camps, eq(camps.id, campRsvps.campId))
    .where(
      and(
        inFamilyOf(parentId),
        isNull(campRsvps.cancelledAt),
        isNull(camps.deletedAt),
        gte(sql`coalesce(${camps.endDate}, ${camps.startDate})`, sinceDate),
      ),
    )
    .orderBy(asc(camps.startDate), asc(camps.id), asc(children.firstName), asc(children.id));
  return groupChildren(rows, ({ child: _, ...camp }) => camp);
}

/** Rows ordered by offer (one per booked child) -> one entry per offer with its children's names in order. */
function groupChildren<R extends { id: string; child: string }, O>(
  rows: readonly R[],
  offerOf: (row: R) => O,
): Array<O & { children: string[] }> {
  const byId = new Map<string, O & { children: string[] }>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { ...offerOf(row), children: [] };
    entry.children.push(row.child);
    byId.set(row.id, entry);
  }
  return [...byId.values()];
}
