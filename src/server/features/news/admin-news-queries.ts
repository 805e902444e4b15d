import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { news, photoAssets, photoFolders } from '../../db/schema';

// The back office's reads and writes of news, and the news folder's pictures for the image picker. Lists are paged
// in SQL (one row more than the page tells whether another follows).

export type NewsRow = typeof news.$inferSelect;
export type NewsValues = Pick<
  typeof news.$inferInsert,
  'title' | 'content' | 'imageUrl' | 'sendPush' | 'pushTitle' | 'pushContent'
>;

export function listNewsPage(db: DbOrTx, { limit, offset }: { limit: number; offset: number }) {
  return db.select().from(news).orderBy(desc(news.createdAt), desc(news.id)).limit(limit).offset(offset);
}

/** The row under a lock: two admins saving one item (and both asking for its push) send it once. */
export async function lockNews(db: DbOrTx, id: string): Promise<NewsRow | undefined> {
  const [row] = await db.select().from(news).where(eq(news.id, id)).for('update');
  return row;
}

export async function insertNews(
  db: DbOrTx,
  values: NewsValues & { createdBy: string; at: Date },
): Promise<NewsRow> {
  const { at, ...rest } = values;
  const [row] = await db
    .insert(news)
    .values({ ...rest, createdAt: at, updatedAt: at })
    .returning();
  return row!;
}

export async function updateNews(
  db: DbOrTx,
  id: string,
  values: NewsValues & { at: Date },
): Promise<NewsRow> {
  const { at, ...rest } = values;
  const [row] = await db
    .update(news)
    .set({ ...rest, updatedAt: at })
    .where(eq(news.id, id))
    .returning();
  return row!;
}

export async function deleteNews(db: DbOrTx, id: string): Promise<NewsRow | undefined> {
  const [row] = await db.delete(news).where(eq(news.id, id)).returning();
  return row;
}

const inNewsFolder = and(eq(photoFolders.id, photoAssets.driveFolderId), eq(photoFolders.isNewsFolder, true));

/** The news folder's pictures, newest first. */
export function listNewsFolderPhotos(db: DbOrTx, { limit, offset }: { limit: number; offset: number }) {
  return db
    .select({
      id: photoAssets.id,
      filename: photoAssets.filename,
      contentHash: photoAssets.contentHash,
    })
    .from(photoAssets)
    .innerJoin(photoFolders, inNewsFolder)
    .orderBy(desc(photoAssets.createdAt), desc(photoAssets.id))
    .limit(limit)
    .offset(offset);
}

/** Whether the photo is in the news folder (every parent may see those). */
export async function isNewsFolderPhoto(db: DbOrTx, photoId: string): Promise<boolean> {
  const rows = await db
    .select({ id: photoAssets.id })
    .from(photoAssets)
    .innerJoin(photoFolders, inNewsFolder)
    .where(eq(photoAssets.id, photoId))
    .limit(1);
  return rows.length > 0;
}
