import { type PhotoItem, type PhotoVariant, photoImagePath } from '@domain/photos/photo-api';

/** The image URL for <img src> and download links (the API wrapper is for JSON; images load directly). */
export function photoSrc(photo: Pick<PhotoItem, 'id' | 'version'>, variant: PhotoVariant): string {
  return `/api${photoImagePath(photo, variant)}`;
}

/** "Mia Steiner und Noah Steiner": who is on the photo, as far as this family is concerned. */
export function childNames(photo: Pick<PhotoItem, 'children'>): string {
  const names = photo.children.map((c) => c.fullName);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} und ${names.at(-1)}`;
}
