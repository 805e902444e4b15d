import type { DbOrTx } from '../../db/client';
import { isNewsFolderName, type PhotoSource } from '../../integrations/photos';
import {
  deleteVanishedPhotoAssets,
  findPhotoFolder,
  type PhotoAssetValues,
  upsertPhotoAssets,
  upsertPhotoFolders,
} from './queries';

// The photo sync (admin-back-office.md section 2, "Photos": the Sync button; run as a pg-boss job): the albums
// and files the source lists become photo_folders and photo_assets. Known files are found by source + file id, so
// a second sync changes nothing and tags survive; a file the source no longer has is removed with its tags.

const BATCH = 500;

export interface FolderSyncResult {
  folderId: string;
  added: number;
  updated: number;
  removed: number;
}

/** How far one folder's sync is: files listed, and of them saved so far as new or known, and removed. */
interface FolderSyncProgress {
  seen: number;
  added: number;
  updated: number;
  removed: number;
}

/** Lists the source's albums into photo_folders; answers their ids. */
export async function syncPhotoFolders(db: DbOrTx, source: PhotoSource): Promise<string[]> {
  const folders = await source.listFolders();
  await upsertPhotoFolders(
    db,
    folders.map((f) => ({ ...f, source: source.kind, isNewsFolder: isNewsFolderName(f.name) })),
  );
  return folders.map((f) => f.id);
}

/**
 * Brings one album's photo_assets in line with the source. A folder not yet known is looked up among the
 * source's albums first; one the source does not have either is an error (the job fails visibly).
 */
export async function syncPhotoFolder(
  db: DbOrTx,
  source: PhotoSource,
  folderId: string,
  onProgress: (progress: FolderSyncProgress) => Promise<void> = async () => {},
): Promise<FolderSyncResult> {
  if (!(await findPhotoFolder(db, folderId))) {
    const known = await syncPhotoFolders(db, source);
    if (!known.includes(folderId)) throw new Error(`Photo folder ${folderId} not found in ${source.kind}`);
  }
  // Listing first, outside any transaction: a Drive listing can take seconds and must not hold row locks.
  const files = await source.listFiles(folderId);
  const values: PhotoAssetValues[] = files.map((f) => ({
    filename: f.filename,
    mime: f.mime,
    driveFolderId: folderId,
    driveFileId: f.fileId,
    source: source.kind,
    width: f.width,
    height: f.height,
    contentHash: f.contentHash,
    createdAt: f.createdAt,
  }));
  const seen = values.length;
  await onProgress({ seen, added: 0, updated: 0, removed: 0 });
  // The callback writes through its own connection, so the progress shows while this transaction still runs.
  const result = await db.transaction(async (tx) => {
    let added = 0;
    for (let i = 0; i < values.length; i += BATCH) {
      added += await upsertPhotoAssets(tx, values.slice(i, i + BATCH));
      const saved = Math.min(i + BATCH, values.length);
      if (saved < values.length) await onProgress({ seen, added, updated: saved - added, removed: 0 });
    }
    const removed = await deleteVanishedPhotoAssets(tx, {
      folderId,
      source: source.kind,
      keepFileIds: values.map((v) => v.driveFileId),
    });
    return { folderId, added, updated: values.length - added, removed };
  });
  await onProgress({ seen, added: result.added, updated: result.updated, removed: result.removed });
  return result;
}
