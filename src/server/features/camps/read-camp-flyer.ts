import { and, eq, isNull } from 'drizzle-orm';
import type { FlyerMimeType } from '../../../domain/camps/camp-form';
import { fileSlug } from '../../../domain/file-slug';
import type { DbOrTx } from '../../db/client';
import { campFlyers, camps } from '../../db/schema';
import { notFound } from '../../errors';

// The public flyer address (/api/camps/:id/flyer): the stored bytes with a strong ETag (the SHA-256 of the bytes).
// A browser that revalidates its copy is answered 304 without the bytes being read from the database.

type FlyerAnswer =
  | { status: 304; etag: string }
  | { status: 200; etag: string; contentType: FlyerMimeType; fileName: string; body: Buffer };

const EXTENSIONS: Record<FlyerMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** 'flyer-sommercamp-2026.png': ASCII only, for the Content-Disposition of a saved copy. */
function fileNameOf(campName: string, contentType: FlyerMimeType): string {
  const slug = fileSlug(campName);
  return `flyer${slug ? `-${slug}` : ''}.${EXTENSIONS[contentType]}`;
}

/** True when If-None-Match names this ETag (or is '*'); weak validators compare equal, as RFC 9110 allows. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

export async function readCampFlyer(
  db: DbOrTx,
  campId: string,
  ifNoneMatch: string | undefined,
): Promise<FlyerAnswer> {
  const live = and(eq(campFlyers.campId, campId), isNull(camps.deletedAt));
  const [meta] = await db
    .select({ sha256: campFlyers.sha256, contentType: campFlyers.contentType, campName: camps.name })
    .from(campFlyers)
    .innerJoin(camps, eq(camps.id, campFlyers.campId))
    .where(live);
  if (!meta) throw notFound();
  const etag = `"${meta.sha256}"`;
  if (matches(ifNoneMatch, etag)) return { status: 304, etag };
  const [flyer] = await db
    .select({ sha256: campFlyers.sha256, contentType: campFlyers.contentType, data: campFlyers.data })
    .from(campFlyers)
    .innerJoin(camps, eq(camps.id, campFlyers.campId))
    .where(live);
  if (!flyer) throw notFound();
  return {
    status: 200,
    // Replaced between the two reads: the answer names the bytes it carries.
    etag: `"${flyer.sha256}"`,
    contentType: flyer.contentType,
    fileName: fileNameOf(meta.campName, flyer.contentType),
    body: flyer.data,
  };
}
