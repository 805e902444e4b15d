import { and, count, desc, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { news, newsReads } from '../../db/schema';

// News with the read state of one user: a row in news_reads means that user has read the item.

export interface NewsWithReadState {
  id: string;
  title: string;
  content: string;
  imageUrl: string | null;
  createdAt: Date;
  readAt: Date | null;
}

/** The newest `limit` items (news_created_at_id_idx, read backwards): what a parent sees of the news. */
function newestNews(db: DbOrTx, limit: number) {
  return db
    .select({
      id: news.id,
      title: news.title,
      content: news.content,
      imageUrl: news.imageUrl,
      createdAt: news.createdAt,
    })
    .from(news)
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(limit)
    .as('newest');
}

/**
 * The newest `limit` items, unread first, then read; newest first within each. Older news stays in the admin's
 * list: taking the newest first keeps the read as long as the page, however many items years of news leave.
 */
export function listNewsWithReadState(
  db: DbOrTx,
  { userId, limit }: { userId: string; limit: number },
): Promise<NewsWithReadState[]> {
  const newest = newestNews(db, limit);
  return db
    .select({
      id: newest.id,
      title: newest.title,
      content: newest.content,
      imageUrl: newest.imageUrl,
      createdAt: newest.createdAt,
      readAt: newsReads.readAt,
    })
    .from(newest)
    .leftJoin(newsReads, and(eq(newsReads.newsId, newest.id), eq(newsReads.userId, userId)))
    .orderBy(isNotNull(newsReads.readAt), desc(newest.createdAt), desc(newest.id));
}

/** How many of the newest `limit` items (the ones the list shows) the user has not read. */
export async function countUnreadNews(
  db: DbOrTx,
  { userId, limit }: { userId: string; limit: number },
): Promise<number> {
  const newest = newestNews(db, limit);
  const [row] = await db
    .select({ n: count() })
    .from(newest)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(newsReads)
          .where(and(eq(newsReads.newsId, newest.id), eq(newsReads.userId, userId))),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Marks the item read for the user unless it already is (the first read time stays). Answers the read time, or
 * null when no such news item exists.
 */
export async function markNewsRead(
  db: DbOrTx,
  { newsId, userId, at }: { newsId: string; userId: string; at: Date },
): Promise<Date | null> {
  await db.execute(sql`
    insert into ${newsReads} (news_id, user_id, read_at)
    select ${news.id}, ${userId}, ${at} from ${news} where ${news.id} = ${newsId}
    on conflict (news_id, user_id) do nothing`);
  const [row] = await db
    .select({ readAt: newsReads.readAt })
    .from(newsReads)
    .where(and(eq(newsReads.newsId, newsId), eq(newsReads.userId, userId)));
  return row?.readAt ?? null;
}
