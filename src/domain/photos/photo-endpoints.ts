import { defineEndpoint, fileAnswer, typedAnswer } from '../api/endpoint';
import { type PhotoListResponse, photoImageQuerySchema, photoListQuerySchema } from './photo-api';

// A parent's photos (photo-api.ts): only those tagged with a child of the family; every answer is private.

export const photoEndpoints = {
  /** Newest first, a page at a time. */
  list: defineEndpoint({
    method: 'GET',
    path: '/photos',
    query: photoListQuerySchema,
    response: typedAnswer<PhotoListResponse>(),
  }),
  /** The JPEG of a variant (ETag, 304); an admin may see every photo. */
  image: defineEndpoint({
    method: 'GET',
    path: '/photos/:id/image',
    query: photoImageQuerySchema,
    response: fileAnswer,
  }),
};
