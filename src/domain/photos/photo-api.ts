import { z } from 'zod';

// The contract of the photo endpoints (parent-portal.md sections 3, 7 and 9; admin-back-office.md section 9),
// shared by server and web. A parent sees only photos tagged with a child of their family.

const PHOTOS_PATH = '/photos';

/** Gallery: photos per load. Dashboard: the latest few. */
export const GALLERY_PAGE_SIZE = 20;
export const DASHBOARD_PHOTO_COUNT = 3;
/** A horizontal swipe of at least this many pixels in the lightbox moves to the next or previous photo. */
export const SWIPE_THRESHOLD_PX = 40;

/** Longest edge in pixels, or the full resolution. */
const PHOTO_SIZES = ['400', '600', '800', '1200', 'original'] as const;
type PhotoSize = (typeof PHOTO_SIZES)[number];

const PHOTO_QUALITY_MIN = 30;
const PHOTO_QUALITY_MAX = 100;
const PHOTO_QUALITY_DEFAULT = 80;

/**
 * JPEG quality snapped to steps of 10 (30..100): no one sees 71 from 70, and every (size, quality) pair is a file in
 * the variant cache, so one photo has at most 5 x 8 variants however the URL is varied.
 */
export function snapQuality(quality: number): number {
  const snapped = Math.round(quality / 10) * 10;
  return Math.min(PHOTO_QUALITY_MAX, Math.max(PHOTO_QUALITY_MIN, snapped));
}

export interface PhotoVariant {
  size: PhotoSize;
  quality: number;
}

/** The variants the screens ask for (section 7 "Photos"); the same URL means the browser's cache hits. */
export const PHOTO_VARIANTS = {
  dashboard: { size: '400', quality: 60 },
  gallery: { size: '800', quality: 70 },
  download: { size: 'original', quality: 90 },
  adminPicker: { size: '600', quality: 70 },
  /** The admin table's thumbnails: the dashboard's variant, so both share one cached file. */
  adminThumbnail: { size: '400', quality: 60 },
  adminPreview: { size: '800', quality: 70 },
  newsImage: { size: '1200', quality: 80 },
} as const satisfies Record<string, PhotoVariant>;

/** GET /photos/:id/image?size&quality[&v] */
export const photoImageQuerySchema = z.object({
  size: z.enum(PHOTO_SIZES).default('800'),
  quality: z.coerce
    .number()
    .int()
    .min(1)
    .max(PHOTO_QUALITY_MAX)
    .default(PHOTO_QUALITY_DEFAULT)
    .transform(snapQuality),
  /** The photo's content version: a new version is a new URL, so browsers may cache one for good. */
  v: z.string().max(128).optional(),
});

/** GET /photos?cursor&limit */
export const photoListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(GALLERY_PAGE_SIZE).default(GALLERY_PAGE_SIZE),
});

export interface PhotoChild {
  id: string;
  fullName: string;
}

/** A photo as a parent's browser sees it; `children` lists only the children of the asking family. */
export interface PhotoItem {
  id: string;
  filename: string;
  mime: string;
  createdAt: string;
  /** Changes when the file's content changes; part of the image URL. */
  version: string;
  width: number | null;
  height: number | null;
  children: PhotoChild[];
}

/** GET /photos: newest first; `nextCursor` fetches the following page, null at the end. */
export interface PhotoListResponse {
  photos: PhotoItem[];
  nextCursor: string | null;
}

export function photoImagePath(photo: Pick<PhotoItem, 'id' | 'version'>, variant: PhotoVariant): string {
  const query = new URLSearchParams({
    size: variant.size,
    quality: String(variant.quality),
    v: photo.version,
  });
  return `${PHOTOS_PATH}/${encodeURIComponent(photo.id)}/image?${query.toString()}`;
}
