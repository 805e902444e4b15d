import { defineEndpoint, noContent, typedAnswer } from '../api/endpoint';
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
  /** Newest first, paged in SQL. */
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/news',
    query: adminNewsQuerySchema,
    response: typedAnswer<AdminNewsPage>(),
  }),
  /** The news folder's pictures for the picker, 24 per load. */
  images: defineEndpoint({
    method: 'GET',
    path: '/admin/news/images',
    query: newsImagesQuerySchema,
    response: typedAnswer<NewsImagesPage>(),
  }),
  /** With its push when asked. */
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/news',
    status: 201,
    request: newsFormSchema,
    response: typedAnswer<AdminNewsResponse>(),
  }),
  /** A push goes out only when newly asked. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin/news/:newsId',
    request: newsFormSchema,
    response: typedAnswer<AdminNewsResponse>(),
  }),
  remove: defineEndpoint({ method: 'DELETE', path: '/admin/news/:newsId', response: noContent }),
};
