import { defineEndpoint, noContent, recordEndpoints, typedAnswer } from '../api/endpoint';
import {
  type AdminNewsPage,
  type AdminNewsResponse,
  adminNewsQuerySchema,
  type NewsImagesPage,
  newsImagesQuerySchema,
} from './admin-news-api';
import { newsFormSchema } from './news-form';

// The admin's news, the "Neuigkeiten" screen (admin-news-api.ts says what each answers).

export const adminNewsEndpoints = {
  ...recordEndpoints('/admin/news', 'newsId', {
    /** Newest first, paged in SQL. */
    list: { query: adminNewsQuerySchema, response: typedAnswer<AdminNewsPage>() },
    /** With its push when asked. */
    create: { status: 201, request: newsFormSchema, response: typedAnswer<AdminNewsResponse>() },
    /** A push goes out only when newly asked. */
    update: { request: newsFormSchema, response: typedAnswer<AdminNewsResponse>() },
    remove: { response: noContent },
  }),
  /** The news folder's pictures for the picker, 24 per load. */
  images: defineEndpoint({
    method: 'GET',
    path: '/admin/news/images',
    query: newsImagesQuerySchema,
    response: typedAnswer<NewsImagesPage>(),
  }),
};
