import {
  ADMIN_PHOTOS_PAGE_SIZE,
  type AdminPhoto,
  type AdminPhotoFoldersResponse,
  type AdminPhotosPage,
  type AdminPhotosQuery,
} from '../../../domain/photos/admin-photos-api';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import {
  type AdminPhotoRow,
  findAdminPhotoFolder,
  selectAdminPhoto,
  selectAdminPhotoFolders,
  selectAdminPhotosPage,
} from './admin-queries';
import { shownPhotoFields } from './photo-fields';

// The "Fotos" screen's reads (admin-back-office.md sections 2 and 9): the folders to choose from (not the news
// folder), 50 photos per page newest first, optionally only those without a tag, and one photo with its tags.

function toAdminPhoto(row: AdminPhotoRow): AdminPhoto {
  return { ...shownPhotoFields(row), folderId: row.driveFolderId, folderName: row.folderName };
}

export async function listAdminPhotoFolders(db: DbOrTx): Promise<AdminPhotoFoldersResponse> {
  return { folders: await selectAdminPhotoFolders(db) };
}

export async function listAdminPhotos(db: DbOrTx, query: AdminPhotosQuery): Promise<AdminPhotosPage> {
  if (query.folderId !== undefined && !(await findAdminPhotoFolder(db, query.folderId))) {
    throw new AppError('PHOTO_FOLDER_NOT_FOUND', 404);
  }
  const pageSize = ADMIN_PHOTOS_PAGE_SIZE;
  const rows = await selectAdminPhotosPage(db, {
    folderId: query.folderId,
    untagged: query.untagged,
    limit: pageSize + 1,
    offset: (query.page - 1) * pageSize,
  });
  return {
    items: rows.slice(0, pageSize).map(toAdminPhoto),
    page: query.page,
    pageSize,
    hasMore: rows.length > pageSize,
  };
}

export async function adminPhoto(db: DbOrTx, photoId: string): Promise<AdminPhoto> {
  const row = await selectAdminPhoto(db, photoId);
  if (!row) throw new AppError('PHOTO_NOT_FOUND', 404);
  return toAdminPhoto(row);
}
