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

/** Unread first, then read; newest first within each. */
export function listNewsWithReadState(
  db: DbOrTx,
  { userId, limit }: { userId: string; limit: number },
): Promise<NewsWithReadState[]> {
  return db
    .select({
      id: news.id,
      title: news.title,
      content: news.content,
      imageUrl: news.imageUrl,
      createdAt: news.createdAt,
      readAt: newsReads.readAt,
    })
    .from(news)
    .leftJoin(newsReads, and(eq(newsReads.newsId, news.id), eq(newsReads.userId, userId)))
    .orderBy(isNotNull(newsReads.readAt), desc(news.createdAt), desc(news.id))
    .limit(limit);
}

export async function countUnreadNews(db: DbOrTx, { userId }: { userId: string }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(news)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(newsReads)
          .where(and(eq(newsReads.newsId, news.id), eq(newsReads.userId, userId))),
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
