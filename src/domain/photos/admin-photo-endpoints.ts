import { defineEndpoint, typedAnswer } from '../api/endpoint';
import {
  type AdminPhotoFoldersResponse,
  type AdminPhotoResponse,
  type AdminPhotosPage,
  adminPhotosQuerySchema,
  type BulkPhotoTagResponse,
  bulkPhotoTagSchema,
  type PhotoSyncResponse,
  type PhotoSyncStatus,
  photoSyncRequestSchema,
  photoTagSchema,
} from './admin-photos-api';

// The admin's photo library, the "Fotos" screen (admin-photos-api.ts says what each answers). Every tag change is
// audited.

export const adminPhotoEndpoints = {
  /** 50 per page, paged in SQL; no folder = every folder but the news folder. */
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/photos',
    query: adminPhotosQuerySchema,
    response: typedAnswer<AdminPhotosPage>(),
  }),
  folders: defineEndpoint({
    method: 'GET',
    path: '/admin/photos/folders',
    response: typedAnswer<AdminPhotoFoldersResponse>(),
  }),
  /** One child on every photo named, in one transaction. */
  bulkTag: defineEndpoint({
    method: 'POST',
    path: '/admin/photos/tags',
    request: bulkPhotoTagSchema,
    response: typedAnswer<BulkPhotoTagResponse>(),
  }),
  /** One folder, or every folder without one: 202 when queued now, 200 with the sync already waiting or running. */
  startSync: defineEndpoint({
    method: 'POST',
    path: '/admin/photos/sync',
    request: photoSyncRequestSchema,
    optionalBody: true,
    response: typedAnswer<PhotoSyncResponse>(),
  }),
  /** Polled while the sync runs, never cached. */
  syncJob: defineEndpoint({
    method: 'GET',
    path: '/admin/photos/sync/:jobId',
    response: typedAnswer<PhotoSyncStatus>(),
  }),
  photo: defineEndpoint({
    method: 'GET',
    path: '/admin/photos/:photoId',
    response: typedAnswer<AdminPhotoResponse>(),
  }),
  /** 201 when the tag is new, 200 when the child was tagged already. */
  tag: defineEndpoint({
    method: 'POST',
    path: '/admin/photos/:photoId/tags',
    request: photoTagSchema,
    response: typedAnswer<AdminPhotoResponse>(),
  }),
  untag: defineEndpoint({
    method: 'DELETE',
    path: '/admin/photos/:photoId/tags/:childId',
    response: typedAnswer<AdminPhotoResponse>(),
  }),
};
