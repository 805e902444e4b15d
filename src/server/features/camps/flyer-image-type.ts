import sharp from 'sharp';
import type { FlyerMimeType } from '../../../domain/camps/camp-form';

// A flyer's type is what its bytes are, whatever its file name or the browser's declared type say: sharp (libvips)
// recognises the format by the file's magic numbers and reads its header. Only JPEG, PNG and WebP are flyers;
// SVG (scripts), GIF, HEIF, TIFF, PDF and anything unreadable are not.

const FLYER_FORMATS: Readonly<Record<string, FlyerMimeType>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The flyer's media type read from its bytes, or null when they are not a JPEG, PNG or WebP image. */
export async function flyerImageType(bytes: Uint8Array): Promise<FlyerMimeType | null> {
  if (bytes.length === 0) return null;
  try {
    const { format, width, height } = await sharp(bytes).metadata();
    if (!width || !height) return null;
    return FLYER_FORMATS[format] ?? null;
  } catch {
    return null;
  }
}
