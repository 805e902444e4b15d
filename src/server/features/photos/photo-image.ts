import type { PhotoVariant } from '../../../domain/photos/photo-api';
import type { SessionUser } from '../../auth/middleware';
import { actsAsAdmin } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import {
  PhotoFileMissingError,
  PhotoSourceNotConfiguredError,
  PhotoSourceUnavailableError,
} from '../../integrations/photos';
import { logFor } from '../../observability/log';
import { photoVersion, variantEtag } from './image-variants';
import { photoServices } from './photo-services';
import { findViewablePhoto } from './queries';

const log = logFor('photos');

// One photo's image in a size and quality (parent-portal.md section 7, "Photos"). Authorisation comes first, also
// before a 304: whether a photo exists is itself something another family must not learn.

type PhotoImageAnswer =
  | { status: 304; etag: string; immutable: boolean }
  | { status: 200; etag: string; immutable: boolean; body: Buffer; filename: string; cached: boolean };

/** Does an If-None-Match header name this ETag (weak comparison, as RFC 9110 asks for GET)? */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * How long a browser may keep an image. A parent's copy is revalidated on every use (a cheap 304 once the tags
 * still allow it): a photo untagged from their child must not stay viewable from the browser's cache. An admin
 * sees every photo whatever its tags, so a URL naming the current version is cached for good.
 */
export function photoCacheControl(role: SessionUser['role'], immutable: boolean): string {
  if (role !== 'admin') return 'private, no-cache';
  return immutable ? `private, max-age=${YEAR_SECONDS}, immutable` : 'private, max-age=3600';
}

/** The download name: the original's name, with .jpg since every variant is a JPEG. */
function jpegName(filename: string): string {
  const base = filename.replace(/\.[^.]+$/, '');
  return `${base || 'foto'}.jpg`;
}

export async function photoImage(
  ctx: Pick<AppContext, 'db' | 'config'>,
  user: Pick<SessionUser, 'id' | 'role' | 'secondFactorVerified'>,
  request: {
    photoId: string;
    variant: PhotoVariant;
    version?: string | undefined;
    ifNoneMatch?: string | undefined;
  },
): Promise<PhotoImageAnswer> {
  const photo = await findViewablePhoto(ctx.db, {
    photoId: request.photoId,
    userId: user.id,
    // An admin sees every photo only once the session passed the second factor (decision 036).
    isAdmin: actsAsAdmin(user),
  });
  if (!photo) throw notFound();
  const etag = variantEtag(photo, request.variant);
  // Only a URL naming the current version may be cached for good; a stale or missing one is revalidated.
  const immutable = request.version === photoVersion(photo);
  if (etagMatches(request.ifNoneMatch, etag)) return { status: 304, etag, immutable };
  try {
    const { body, cached } = await photoServices(ctx.config).variants.get(photo, request.variant);
    return { status: 200, etag, immutable, body, cached, filename: jpegName(photo.filename) };
  } catch (err) {
    if (err instanceof PhotoFileMissingError) throw notFound();
    if (err instanceof PhotoSourceNotConfiguredError || err instanceof PhotoSourceUnavailableError) {
      log.warn({ err, cause: String((err as Error).cause ?? '') }, 'photo not readable');
      throw new AppError('UNAVAILABLE', 503);
    }
    throw err;
  }
}
