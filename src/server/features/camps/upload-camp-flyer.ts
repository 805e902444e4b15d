import { createHash } from 'node:crypto';
import type { AdminCamp } from '../../../domain/camps/admin-camps-api';
import { FLYER_MAX_BYTES } from '../../../domain/camps/camp-form';
import type { AppContext } from '../../context';
import { campFlyers } from '../../db/schema';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { campTables } from '../bookings/offer-tables';
import { lockLiveOffer } from '../bookings/registration-queries';
import { selectAdminCamp } from './admin-queries';
import { flyerImageType } from './flyer-image-type';

/**
 * Stores the camp's flyer in the database (a new one replaces the old), after checking its size and its type from
 * its bytes (admin-back-office.md section 5: JPG, PNG or WebP, at most 3 MB), with an audit row.
 */
export async function uploadCampFlyer(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminId: string,
  { campId, bytes }: { campId: string; bytes: Buffer },
): Promise<AdminCamp> {
  if (bytes.length > FLYER_MAX_BYTES) throw new AppError('FLYER_TOO_LARGE', 413);
  // Read before the transaction: no row stays locked while sharp reads the header.
  const contentType = await flyerImageType(bytes);
  if (!contentType) throw new AppError('FLYER_TYPE', 415);
  const sha256 = createHash('sha256').update(bytes).digest('base64url');

  return inRetriedTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    if (!(await lockLiveOffer(tx, campTables, campId))) throw notFound();
    const flyer = {
      contentType,
      byteSize: bytes.length,
      sha256,
      data: bytes,
      uploadedBy: adminId,
      updatedAt: now,
    };
    await tx
      .insert(campFlyers)
      .values({ campId, ...flyer, createdAt: now })
      .onConflictDoUpdate({ target: campFlyers.campId, set: flyer });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'camp.flyer_upload',
      subject: { type: 'camp', id: campId },
      details: { contentType, byteSize: bytes.length, sha256 },
      at: now,
    });
    const camp = await selectAdminCamp(tx, campId);
    if (!camp) throw notFound();
    return camp;
  });
}
