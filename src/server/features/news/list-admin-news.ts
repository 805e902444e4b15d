import {
  type AdminNewsPage,
  type AdminNewsQuery,
  NEWS_IMAGE_VARIANTS,
  NEWS_IMAGES_PAGE_SIZE,
  type NewsImagesPage,
} from '../../../domain/news/admin-news-api';
import { photoImagePath } from '../../../domain/photos/photo-api';
import type { AppContext } from '../../context';
import { photoVersion } from '../photos/image-variants';
import { listNewsFolderPhotos, listNewsPage } from './admin-news-queries';
import { toAdminNewsItem } from './admin-news-view';

// The back office's news list and the image picker's pages (admin-back-office.md sections 2 and 9).

type Ctx = Pick<AppContext, 'db'>;

export async function listAdminNews(ctx: Ctx, { page, pageSize }: AdminNewsQuery): Promise<AdminNewsPage> {
  const rows = await listNewsPage(ctx.db, { limit: pageSize + 1, offset: (page - 1) * pageSize });
  return {
    items: rows.slice(0, pageSize).map(toAdminNewsItem),
    page,
    pageSize,
    hasMore: rows.length > pageSize,
  };
}

export async function listNewsImages(ctx: Ctx, { page }: { page: number }): Promise<NewsImagesPage> {
  const pageSize = NEWS_IMAGES_PAGE_SIZE;
  const rows = await listNewsFolderPhotos(ctx.db, { limit: pageSize + 1, offset: (page - 1) * pageSize });
  return {
    items: rows.slice(0, pageSize).map((photo) => {
      const versioned = { id: photo.id, version: photoVersion(photo) };
      return {
        id: photo.id,
        filename: photo.filename,
        thumbnailUrl: `/api${photoImagePath(versioned, NEWS_IMAGE_VARIANTS.thumbnail)}`,
        imageUrl: `/api${photoImagePath(versioned, NEWS_IMAGE_VARIANTS.inserted)}`,
      };
    }),
    page,
    pageSize,
    hasMore: rows.length > pageSize,
  };
}
