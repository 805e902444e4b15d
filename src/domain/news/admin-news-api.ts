// The contract of the admin's news endpoints (/api/admin/news): the "Neuigkeiten" screen (admin-back-office.md
// sections 2, 3, 5 and 9): the list, create, edit and delete, and the image picker over the news folder. Each is
// defined in admin-news-endpoints.ts.
//   GET    /admin/news?page            -> AdminNewsPage           newest first, paged in SQL
//   POST   /admin/news                 <- NewsFormValues          -> 201 AdminNewsResponse (+ push when asked)
//   PUT    /admin/news/:id             <- NewsFormValues          -> AdminNewsResponse (push when newly asked)
//   DELETE /admin/news/:id             -> 204
//   GET    /admin/news/images?page     -> NewsImagesPage          the news folder, 24 per load
import { z } from 'zod';
import { type ListPage, pageQueryFields } from '../paging';
import { PHOTO_VARIANTS, type PhotoVariant } from '../photos/photo-api';

/** The picker loads this many thumbnails at a time (admin-back-office.md section 9). */
export const NEWS_IMAGES_PAGE_SIZE = 24;

export const adminNewsQuerySchema = z.object(pageQueryFields);
export type AdminNewsQuery = z.output<typeof adminNewsQuerySchema>;

export const newsImagesQuerySchema = z.object({ page: pageQueryFields.page });

export interface AdminNewsItem {
  id: string;
  title: string;
  content: string;
  imageUrl: string | null;
  sendPush: boolean;
  pushTitle: string | null;
  pushContent: string | null;
  createdAt: string;
  updatedAt: string;
}

export type AdminNewsPage = ListPage<AdminNewsItem>;

export interface AdminNewsResponse {
  news: AdminNewsItem;
  /** The push sent with this save: its history entry and the devices it was queued for; null when none. */
  push: { historyId: string; devices: number } | null;
}

/** One picture of the news folder: a 600 px thumbnail for the picker and the 1200 px URL the news stores. */
interface NewsImage {
  id: string;
  filename: string;
  thumbnailUrl: string;
  imageUrl: string;
}

export type NewsImagesPage = ListPage<NewsImage>;

/** The picker's thumbnail and the inserted image (admin-back-office.md section 9: 600 and 1200 px). */
export const NEWS_IMAGE_VARIANTS = {
  thumbnail: PHOTO_VARIANTS.adminPicker,
  inserted: PHOTO_VARIANTS.newsImage,
} as const satisfies Record<string, PhotoVariant>;

// Kept apart, free of zod: the parent's news card checks its image with it (decision 028).
export { newsImagePhotoId } from './news-image-url';
