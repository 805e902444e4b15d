import { and, asc, desc, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { AdminPhotoChild } from '../../../domain/photos/admin-photos-api';
import type { DbOrTx } from '../../db/client';
import { children, photoAssets, photoFolders, photoTags } from '../../db/schema';

// The back office's reads and writes of the photo library: every family's tags, the news folder left out (its
// images belong to the news picker). Pages are ordered and cut in SQL, newest first.

export type AdminPhotoRow = typeof photoAssets.$inferSelect & {
  folderName: string;
  children: AdminPhotoChild[];
};

const notNewsFolder = not(photoFolders.isNewsFolder);

const hasNoTag: SQL = sql`not exists (select 1 from ${photoTags} where ${photoTags.photoId} = ${photoAssets.id})`;

/** Every child tagged on the row's photo, by name, with its photo consent; [] without tags. */
const taggedChildren = sql<AdminPhotoChild[]>`coalesce((
  select json_agg(json_build_object('id', ${children.id}, 'fullName', ${children.firstName} || ' ' || ${children.lastName},
    'photoConsentFamily', ${children.photoConsentFamily})
    order by ${children.firstName}, ${children.lastName}, ${children.id})
  from ${photoTags} inner join ${children} on ${children.id} = ${photoTags.childId}
  where ${photoTags.photoId} = ${photoAssets.id}), '[]'::json)`;

const adminPhotoColumns = {
  photo: photoAssets,
  folderName: photoFolders.name,
  children: taggedChildren,
};

function toRow(r: {
  photo: typeof photoAssets.$inferSelect;
  folderName: string;
  children: AdminPhotoChild[];
}) {
  return { ...r.photo, folderName: r.folderName, children: r.children };
}

export async function selectAdminPhotoFolders(db: DbOrTx) {
  return db
    .select({
      id: photoFolders.id,
      name: photoFolders.name,
      photos: sql<number>`count(${photoAssets.id})::int`,
      untagged: sql<number>`(count(${photoAssets.id}) filter (where ${hasNoTag}))::int`,
    })
    .from(photoFolders)
    .leftJoin(photoAssets, eq(photoAssets.driveFolderId, photoFolders.id))
    .where(notNewsFolder)
    .groupBy(photoFolders.id)
    .orderBy(asc(photoFolders.name), asc(photoFolders.id));
}

export async function findAdminPhotoFolder(db: DbOrTx, folderId: string) {
  const [row] = await db
    .select({ id: photoFolders.id })
    .from(photoFolders)
    .where(and(eq(photoFolders.id, folderId), notNewsFolder));
  return row;
}

/** One page (plus one row, to tell whether another follows). */
export async function selectAdminPhotosPage(
  db: DbOrTx,
  {
    folderId,
    untagged,
    limit,
    offset,
  }: { folderId?: string | undefined; untagged: boolean; limit: number; offset: number },
): Promise<AdminPhotoRow[]> {
  const rows = await db
    .select(adminPhotoColumns)
    .from(photoAssets)
    .innerJoin(photoFolders, eq(photoFolders.id, photoAssets.driveFolderId))
    .where(
      and(
        notNewsFolder,
        folderId === undefined ? undefined : eq(photoAssets.driveFolderId, folderId),
        untagged ? hasNoTag : undefined,
      ),
    )
    .orderBy(desc(photoAssets.createdAt), desc(photoAssets.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toRow);
}

export async function selectAdminPhoto(db: DbOrTx, photoId: string): Promise<AdminPhotoRow | undefined> {
  const [row] = await db
    .select(adminPhotoColumns)
    .from(photoAssets)
    .innerJoin(photoFolders, eq(photoFolders.id, photoAssets.driveFolderId))
    .where(and(eq(photoAssets.id, photoId), notNewsFolder));
  return row ? toRow(row) : undefined;
}

/**
 * The named photos of the library, locked against a sync removing them until the tagging commits (a sync's
 * delete waits, then removes them with their new tags). News folder images are not part of the library.
 */
export async function lockLibraryPhotos(tx: DbOrTx, photoIds: string[]) {
  return tx
    .select({ id: photoAssets.id, filename: photoAssets.filename })
    .from(photoAssets)
    .innerJoin(photoFolders, eq(photoFolders.id, photoAssets.driveFolderId))
    .where(and(inArray(photoAssets.id, photoIds), notNewsFolder))
    .for('key share', { of: photoAssets });
}

/**
 * The child with its photo consent, locked (share) so it can neither be deleted nor have its consent withdrawn
 * before its new tags commit: a parent's edit waits for the tagging, so no tag is added on a consent already gone.
 * (A photo with a child without consent would be withheld at read time anyway.)
 */
export async function lockChild(tx: DbOrTx, childId: string) {
  const [row] = await tx
    .select({
      id: children.id,
      firstName: children.firstName,
      lastName: children.lastName,
      photoConsentFamily: children.photoConsentFamily,
    })
    .from(children)
    .where(eq(children.id, childId))
    .for('share');
  return row;
}

/** Tags the child on each photo that does not have it yet; answers the photos tagged now. */
export async function insertPhotoTags(
  tx: DbOrTx,
  { photoIds, childId, at }: { photoIds: string[]; childId: string; at: Date },
): Promise<string[]> {
  if (photoIds.length === 0) return [];
  const rows = await tx
    .insert(photoTags)
    .values(photoIds.map((photoId) => ({ photoId, childId, createdAt: at })))
    .onConflictDoNothing()
    .returning({ photoId: photoTags.photoId });
  return rows.map((r) => r.photoId);
}

export async function deletePhotoTag(
  tx: DbOrTx,
  { photoId, childId }: { photoId: string; childId: string },
): Promise<boolean> {
  const rows = await tx
    .delete(photoTags)
    .where(and(eq(photoTags.photoId, photoId), eq(photoTags.childId, childId)))
    .returning({ photoId: photoTags.photoId });
  return rows.length > 0;
}
