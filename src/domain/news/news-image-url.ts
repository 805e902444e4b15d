import { PHOTO_VARIANTS } from '../photos/photo-api';

/**
 * A news image is one of our own photo URLs (`/api/photos/<uuid>/image?...`): never another site's address and
 * never a `javascript:` or `data:` URL on a parent's page. Answers the photo id, or null.
 */
const NEWS_IMAGE_URL =
  /^\/api\/photos\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/image\?[A-Za-z0-9=&._-]{0,200}$/i;

export function newsImagePhotoId(url: string): string | null {
  return NEWS_IMAGE_URL.exec(url)?.[1]?.toLowerCase() ?? null;
}

/**
 * The thumbnail of a news image (80-96 px on the dashboard): the photo's dashboard variant, not the 1200 px image the
 * item names for its enlarged view (about 50 KB more on a phone's first screen, for a picture the size of a stamp).
 * The photo's version is kept, so the URL still changes with the picture. Null when it is not one of our photo URLs.
 */
export function newsThumbnailUrl(url: string): string | null {
  if (!newsImagePhotoId(url)) return null;
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('size', PHOTO_VARIANTS.dashboard.size);
  params.set('quality', String(PHOTO_VARIANTS.dashboard.quality));
  return `${path}?${params}`;
}
