import { personName } from '../../../domain/people/person-name';
import type { BulkPhotoTagResponse, BulkPhotoTagValues } from '../../../domain/photos/admin-photos-api';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { insertPhotoTags, lockChild, lockLibraryPhotos } from './admin-queries';

// An admin tags one child on one photo or on many at once (a camp's photos; admin-back-office.md sections 2 and 6).
// One transaction: every named photo gets the tag, or none does (an unknown photo or child is refused with a 404
// and nothing changes; a child whose parents have not allowed photos is refused with a 409). A parent's photo list and image route read the tags on every request, so the family sees
// the photo with the next request. Each photo tagged now has its audit row; a tag that existed stays as it was.

export async function tagPhotos(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminId: string,
  { photoIds, childId }: BulkPhotoTagValues,
): Promise<BulkPhotoTagResponse> {
  return ctx.db.transaction(async (tx) => {
    const child = await lockChild(tx, childId);
    if (!child) throw new AppError('TAG_CHILD_NOT_FOUND', 404);
    // Without the parents' consent a child is tagged on nothing (decision 038).
    if (!child.photoConsentFamily) throw new AppError('PHOTO_CONSENT_MISSING', 409);
    const photos = await lockLibraryPhotos(tx, photoIds);
    if (photos.length !== photoIds.length) {
      const known = new Set(photos.map((p) => p.id));
      throw new AppError('PHOTO_NOT_FOUND', 404, { photoIds: photoIds.filter((id) => !known.has(id)) });
    }
    const at = ctx.clock.now();
    // In one order for every caller: two admins tagging overlapping selections wait for each other, never deadlock.
    const tagged = await insertPhotoTags(tx, { photoIds: [...photoIds].sort(), childId, at });
    const name = personName(child);
    for (const photoId of tagged) {
      await recordAudit(tx, {
        actorId: adminId,
        action: 'photo.tag',
        subject: { type: 'photo', id: photoId },
        details: { childId, child: name },
        at,
      });
    }
    return { tagged: tagged.length, alreadyTagged: photoIds.length - tagged.length };
  });
}
