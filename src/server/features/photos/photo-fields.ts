import { photoVersion } from './image-variants';

interface ShownPhotoRow<C> {
  id: string;
  filename: string;
  createdAt: Date;
  contentHash: string | null;
  width: number | null;
  height: number | null;
  children: C[];
}

/**
 * What the parents' "Fotos" and the back office's both show of a photo: the file, its content version (part of the
 * image URL), its size and its tagged children, each list with its own view of a child.
 */
export function shownPhotoFields<C>(row: ShownPhotoRow<C>) {
  return {
    id: row.id,
    filename: row.filename,
    createdAt: row.createdAt.toISOString(),
    version: photoVersion(row),
    width: row.width,
    height: row.height,
    children: row.children,
  };
}
