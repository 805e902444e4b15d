// The contract of the admin's photo library (/api/admin/photos, admin-back-office.md sections 2, 3, 7 and 9): the
// folders, one page of photos (50, paged in SQL), a photo with its tags, tag and untag, bulk tagging, and the sync
// job with its progress, each defined in admin-photo-endpoints.ts. Shared by routes and screens. The news folder is
// never part of it (its images are the news picker's).
import { z } from 'zod';
import { idField } from '../form-fields';
import type { ListPage } from '../paging';
import type { PhotoChild } from './photo-api';

/** Photos per page of the table (section 9). */
export const ADMIN_PHOTOS_PAGE_SIZE = 50;
/** Photos one bulk tagging may name: a whole camp's selection, but not an unbounded request. */
const BULK_TAG_MAX = 500;
/** The screen asks for the sync's progress this often while it runs. */
export const PHOTO_SYNC_POLL_MS = 1000;

const folderIdField = z.string().trim().min(1).max(300);

/** `GET /admin/photos?folderId=&untagged=1&page=1`; no folder = every folder but the news folder. */
export const adminPhotosQuerySchema = z.object({
  folderId: folderIdField.optional().catch(undefined),
  untagged: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminPhotosQuery = z.output<typeof adminPhotosQuerySchema>;

/** `POST /admin/photos/:photoId/tags` */
export const photoTagSchema = z.object({ childId: idField() }).strict();

/** `POST /admin/photos/tags`: one child on every photo named, in one transaction. */
export const bulkPhotoTagSchema = z
  .object({
    photoIds: z
      .array(idField())
      .min(1)
      .max(BULK_TAG_MAX)
      .transform((ids) => [...new Set(ids)]),
    childId: idField(),
  })
  .strict();
export type BulkPhotoTagValues = z.output<typeof bulkPhotoTagSchema>;

/** `POST /admin/photos/sync`: one folder, or every folder without one. */
export const photoSyncRequestSchema = z.object({ folderId: folderIdField.optional() }).strict();

interface AdminPhotoFolder {
  id: string;
  name: string;
  photos: number;
  untagged: number;
}

export interface AdminPhotoFoldersResponse {
  folders: AdminPhotoFolder[];
}

/** A photo as the back office lists it: every child tagged on it, of any family. */
export interface AdminPhoto {
  id: string;
  filename: string;
  folderId: string;
  folderName: string;
  createdAt: string;
  /** The content version, part of the image URL (see photoImagePath). */
  version: string;
  width: number | null;
  height: number | null;
  children: AdminPhotoChild[];
}

/**
 * A child tagged on a photo, as the back office sees it: whether its parents allow photos (decision 038). A photo
 * with a child without consent reaches no parent, whoever else is on it.
 */
export interface AdminPhotoChild extends PhotoChild {
  photoConsentFamily: boolean;
}

export type AdminPhotosPage = ListPage<AdminPhoto>;

export interface AdminPhotoResponse {
  photo: AdminPhoto;
}

/** Bulk tagging: how many photos got the tag now, and how many had it already. */
export interface BulkPhotoTagResponse {
  tagged: number;
  alreadyTagged: number;
}

/** queued: waiting (also for a retry after a failed attempt); running; done; failed for good. */
export const PHOTO_SYNC_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type PhotoSyncState = (typeof PHOTO_SYNC_STATES)[number];

export interface PhotoSyncProgress {
  /** Folders finished and to do (1 of 1 for a one-folder sync). */
  foldersDone: number;
  foldersTotal: number;
  /** Files the source listed, and of them new, changed or seen again, and removed (with their tags). */
  seen: number;
  added: number;
  updated: number;
  removed: number;
}

export interface PhotoSyncStatus {
  id: string;
  /** null: every folder. */
  folderId: string | null;
  state: PhotoSyncState;
  progress: PhotoSyncProgress;
  /** An attempt failed (a retry follows while queued; final when failed). */
  failed: boolean;
  createdAt: string;
  finishedAt: string | null;
}

/** `POST /admin/photos/sync` answers the sync now queued, or the one already waiting or running for the folder. */
export interface PhotoSyncResponse {
  sync: PhotoSyncStatus;
  /** false: a sync of this folder was already waiting or running, and that one is answered. */
  started: boolean;
}

export const emptySyncProgress: PhotoSyncProgress = {
  foldersDone: 0,
  foldersTotal: 0,
  seen: 0,
  added: 0,
  updated: 0,
  removed: 0,
};
