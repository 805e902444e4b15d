import { and, desc, eq, exists, not, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PhotoChild } from '../../../domain/photos/photo-api';
import type { DbOrTx } from '../../db/client';
import { children, photoAssets, photoFolders, photoTags } from '../../db/schema';
import type { PhotoSourceKind } from '../../integrations/photos';
import { inFamilyOf } from '../family/scope';

// Who may see a photo: a parent only photos tagged with a child of their family (and the news folder's images,
// which are published with the news); an admin every photo. Anything else is simply not found.
// Photo consent (issue 18, decision 038) is read here on every request: a photo on which any child is tagged whose
// parents have not allowed it (or withdrew it) reaches no parent at all, whoever else is on it, from the next
// request on; a news image tagged with a child without news consent reaches no parent either.

type PhotoRow = typeof photoAssets.$inferSelect;

type ConsentColumn = typeof children.photoConsentFamily | typeof children.photoConsentNews;

/** A child tagged on the photo lacks the consent: the photo is withheld from every parent. */
function showsChildWithout(consent: ConsentColumn): SQL {
  return exists(
    sql`(select 1 from ${photoTags} inner join ${children} on ${children.id} = ${photoTags.childId}
         where ${photoTags.photoId} = ${photoAssets.id} and not ${consent})`,
  );
}

/** The photo is tagged with a child of `userId`'s family, and every child on it may be shown. */
function taggedWithFamilyChild(userId: string): SQL {
  return sql`(${exists(
    sql`(select 1 from ${photoTags} inner join ${children} on ${children.id} = ${photoTags.childId}
         where ${photoTags.photoId} = ${photoAssets.id} and ${inFamilyOf(userId)})`,
  )} and not ${showsChildWithout(children.photoConsentFamily)})`;
}

/** A news image, unless a child tagged on it may not appear in news. */
function inNewsFolder(): SQL {
  return sql`(${exists(
    sql`(select 1 from ${photoFolders}
         where ${photoFolders.id} = ${photoAssets.driveFolderId} and ${photoFolders.isNewsFolder})`,
  )} and not ${showsChildWithout(children.photoConsentNews)})`;
}

export async function findViewablePhoto(
  db: DbOrTx,
  { photoId, userId, isAdmin }: { photoId: string; userId: string; isAdmin: boolean },
): Promise<PhotoRow | undefined> {
  const visible = isAdmin ? undefined : sql`(${taggedWithFamilyChild(userId)} or ${inNewsFolder()})`;
  const [row] = await db
    .select()
    .from(photoAssets)
    .where(and(eq(photoAssets.id, photoId), visible));
  return row;
}

/** Position after which the next page starts: created_at with microseconds (as text) and id. */
export interface PhotoCursor {
  createdAt: string;
  id: string;
}

export interface FamilyPhotoRow extends PhotoRow {
  cursorCreatedAt: string;
  children: PhotoChild[];
}

/**
 * The family's photos, newest first, each with the family's children tagged on it (never another family's); none
 * on which a child without photo consent is tagged (the join keeps only the family's children, all consenting then).
 */
export async function listFamilyPhotos(
  db: DbOrTx,
  { userId, limit, after }: { userId: string; limit: number; after?: PhotoCursor | undefined },
): Promise<FamilyPhotoRow[]> {
  const afterCursor = after
    ? sql`(${photoAssets.createdAt}, ${photoAssets.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const rows = await db
    .select({
      photo: photoAssets,
      cursorCreatedAt: sql<string>`to_char(${photoAssets.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      children: sql<PhotoChild[]>`json_agg(json_build_object(
        'id', ${children.id}, 'fullName', ${children.firstName} || ' ' || ${children.lastName})
        order by ${children.firstName}, ${children.lastName})`,
    })
    .from(photoAssets)
    .innerJoin(photoTags, eq(photoTags.photoId, photoAssets.id))
    .innerJoin(children, eq(children.id, photoTags.childId))
    .where(and(inFamilyOf(userId), not(showsChildWithout(children.photoConsentFamily)), afterCursor))
    .groupBy(photoAssets.id)
    .orderBy(desc(photoAssets.createdAt), desc(photoAssets.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.photo, cursorCreatedAt: r.cursorCreatedAt, children: r.children }));
}

// --- Sync: folders and assets as the source lists them.

export async function upsertPhotoFolders(
  db: DbOrTx,
  folders: { id: string; name: string; source: PhotoSourceKind; isNewsFolder: boolean }[],
): Promise<void> {
  if (folders.length === 0) return;
  await db
    .insert(photoFolders)
    .values(folders)
    .onConflictDoUpdate({
      target: photoFolders.id,
      set: {
        name: sql`excluded.name`,
        source: sql`excluded.source`,
        isNewsFolder: sql`excluded.is_news_folder`,
      },
    });
}

export async function findPhotoFolder(db: DbOrTx, folderId: string) {
  const [row] = await db.select().from(photoFolders).where(eq(photoFolders.id, folderId));
  return row;
}

export type PhotoAssetValues = Omit<typeof photoAssets.$inferInsert, 'id'>;

/** Inserts new files and updates known ones (found by source + file id); answers how many were new. */
export async function upsertPhotoAssets(db: DbOrTx, values: PhotoAssetValues[]): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await db
    .insert(photoAssets)
    .values(values)
    .onConflictDoUpdate({
      target: [photoAssets.source, photoAssets.driveFileId],
      set: {
        filename: sql`excluded.filename`,
        mime: sql`excluded.mime`,
        driveFolderId: sql`excluded.drive_folder_id`,
        contentHash: sql`excluded.content_hash`,
        width: sql`excluded.width`,
        height: sql`excluded.height`,
      },
    })
    // xmax is 0 for a row this statement inserted, and the updating transaction's id for one it updated.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return rows.filter((r) => r.inserted).length;
}

/** Removes the folder's assets the source no longer lists (their tags go with them). */
export async function deleteVanishedPhotoAssets(
  db: DbOrTx,
  { folderId, source, keepFileIds }: { folderId: string; source: PhotoSourceKind; keepFileIds: string[] },
): Promise<number> {
  const rows = await db
    .delete(photoAssets)
    .where(
      and(
        eq(photoAssets.driveFolderId, folderId),
        eq(photoAssets.source, source),
        keepFileIds.length > 0 ? notInArray(photoAssets.driveFileId, keepFileIds) : undefined,
      ),
    )
    .returning({ id: photoAssets.id });
  return rows.length;
}
