import { defineEndpoint, typedAnswer } from '../api/endpoint';
import {
  type AdminPhotoFoldersResponse,
  type AdminPhotoResponse,
  type AdminPhotosPage,
  adminPhotosQuerySchema,
  type BulkPhotoTagResponse,
  bulkPhotoTagSchema,
  type PhotoSyncStatus,
  photoTagSchema,
} from './admin-photos-api';

// The admin's photo library, the "Fotos" screen (admin-photos-api.ts says what each answers). Every tag change is
// audited. `POST /admin/photos/sync` is not defined yet: it takes a body or none, which a definition cannot say.

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
