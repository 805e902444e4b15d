/**
 * A news image is one of our own photo URLs (`/api/photos/<uuid>/image?...`): never another site's address and
 * never a `javascript:` or `data:` URL on a parent's page. Answers the photo id, or null.
 */
const NEWS_IMAGE_URL =
  /^\/api\/photos\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/image\?[A-Za-z0-9=&._-]{0,200}$/i;

export function newsImagePhotoId(url: string): string | null {
  return NEWS_IMAGE_URL.exec(url)?.[1]?.toLowerCase() ?? null;
}
