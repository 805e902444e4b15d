import { personName } from '../../../domain/people/person-name';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { deletePhotoTag, lockChild, lockLibraryPhotos } from './admin-queries';

// An admin removes a child's tag from a photo. The family's next request no longer finds the photo: the list and
// the image route check the tags on every request (also before answering 304). Audited in the same transaction.

export async function untagPhoto(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminId: string,
  { photoId, childId }: { photoId: string; childId: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // Child first, then photo: the order tagging takes its locks in.
    const child = await lockChild(tx, childId);
    const [photo] = await lockLibraryPhotos(tx, [photoId]);
    if (!photo) throw new AppError('PHOTO_NOT_FOUND', 404);
    if (!child) throw new AppError('TAG_CHILD_NOT_FOUND', 404);
    if (!(await deletePhotoTag(tx, { photoId, childId }))) throw new AppError('PHOTO_TAG_NOT_FOUND', 404);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'photo.untag',
      subject: { type: 'photo', id: photoId },
      details: { childId, child: personName(child) },
      at: ctx.clock.now(),
    });
  });
}
