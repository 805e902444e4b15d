import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../src/server/db/client';
import { photoAssets, photoFolders, photoTags } from '../../src/server/db/schema';
import { inserted } from './rows';
import { nextSeq } from './swiss';

export type PhotoFolder = typeof photoFolders.$inferSelect;
export type Photo = typeof photoAssets.$inferSelect;

/** A folder of the local photo source, named like the provider names them. */
export async function createPhotoFolder(
  db: DbOrTx,
  overrides: Partial<typeof photoFolders.$inferInsert> = {},
): Promise<PhotoFolder> {
  const name = overrides.name ?? `Training ${nextSeq()}`;
  return inserted(
    await db
      .insert(photoFolders)
      .values({ id: name, name, source: 'local', ...overrides })
      .returning(),
  );
}

/** The row of a JPEG in `driveFolderId`, not yet inserted: what createPhoto inserts (bulk inserts of benchmarks too). */
export function photoValues(
  overrides: Partial<typeof photoAssets.$inferInsert> & { driveFolderId: string },
): typeof photoAssets.$inferInsert {
  const { driveFolderId } = overrides;
  const filename = overrides.filename ?? `IMG_${4000 + nextSeq()}.jpg`;
  return {
    filename,
    mime: 'image/jpeg',
    source: 'local',
    driveFileId: `${driveFolderId}/${filename}`,
    width: 1600,
    height: 1200,
    contentHash: randomBytes(16).toString('hex'),
    ...overrides,
  };
}

/** A JPEG in `driveFolderId` (a new folder when not given). */
export async function createPhoto(
  db: DbOrTx,
  overrides: Partial<typeof photoAssets.$inferInsert> = {},
): Promise<Photo> {
  const driveFolderId = overrides.driveFolderId ?? (await createPhotoFolder(db)).id;
  return inserted(
    await db
      .insert(photoAssets)
      .values(photoValues({ ...overrides, driveFolderId }))
      .returning(),
  );
}

export async function tagPhoto(
  db: DbOrTx,
  values: { photoId: string; childId: string },
): Promise<typeof photoTags.$inferSelect> {
  return inserted(await db.insert(photoTags).values(values).returning());
}
