import type { PhotoItem, PhotoListResponse } from '../../../domain/photos/photo-api';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { photoVersion } from './image-variants';
import { type FamilyPhotoRow, listFamilyPhotos, type PhotoCursor } from './queries';

// "Fotos" of my children (parent-portal.md sections 2 and 7): newest first, page by page with an opaque cursor,
// so a photo synced while the parent scrolls neither repeats nor skips one.

function encodeCursor(cursor: PhotoCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function decodeCursor(raw: string): PhotoCursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof createdAt === 'string' &&
      CURSOR_TIME.test(createdAt) &&
      typeof id === 'string' &&
      UUID.test(id)
    ) {
      return { createdAt, id };
    }
  } catch {
    // falls through to the 400 below
  }
  throw new AppError('BAD_REQUEST', 400);
}

function toPhotoItem(row: FamilyPhotoRow): PhotoItem {
  return {
    id: row.id,
    filename: row.filename,
    mime: row.mime,
    createdAt: row.createdAt.toISOString(),
    version: photoVersion(row),
    width: row.width,
    height: row.height,
    children: row.children,
  };
}

export async function listMyPhotos(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  { cursor, limit }: { cursor?: string | undefined; limit: number },
): Promise<PhotoListResponse> {
  const rows = await listFamilyPhotos(ctx.db, {
    userId,
    limit: limit + 1,
    after: cursor ? decodeCursor(cursor) : undefined,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    photos: page.map(toPhotoItem),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ createdAt: last.cursorCreatedAt, id: last.id }) : null,
  };
}
