import { z } from 'zod';
import { idField } from '../../../domain/form-fields';
import type { PhotoItem, PhotoListResponse } from '../../../domain/photos/photo-api';
import type { AppContext } from '../../context';
import { cursorInstant, decodeCursor, encodeCursor } from '../../http/cursor';
import { shownPhotoFields } from './photo-fields';
import { type FamilyPhotoRow, listFamilyPhotos, type PhotoCursor } from './queries';

// "Fotos" of my children (parent-portal.md sections 2 and 7): newest first, page by page with an opaque cursor,
// so a photo synced while the parent scrolls neither repeats nor skips one.

/** (created_at, id) of the last photo of the previous page. */
const cursorSchema = z
  .tuple([cursorInstant, idField()])
  .transform(([createdAt, id]): PhotoCursor => ({ createdAt, id }));

function toPhotoItem(row: FamilyPhotoRow): PhotoItem {
  return { ...shownPhotoFields(row), mime: row.mime };
}

export async function listMyPhotos(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  { cursor, limit }: { cursor?: string | undefined; limit: number },
): Promise<PhotoListResponse> {
  const rows = await listFamilyPhotos(ctx.db, {
    userId,
    limit: limit + 1,
    after: cursor ? decodeCursor(cursor, cursorSchema) : undefined,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    photos: page.map(toPhotoItem),
    nextCursor: rows.length > limit && last ? encodeCursor([last.cursorCreatedAt, last.id]) : null,
  };
}
