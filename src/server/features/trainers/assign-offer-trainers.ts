import type { OfferKind } from '../../../domain/attendance/attendance-api';
import type { OfferTrainer, OfferTrainersRequest } from '../../../domain/trainers/trainer-account';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { selectAttendanceOffer } from '../attendance/attendance-queries';
import { recordAudit } from '../audit/record-audit';
import { replaceOfferTrainers, selectOfferTrainers } from './offer-trainer-queries';
import { assertTrainersExist } from './queries';

/** The trainers of a live training or camp, by name; 404 for one that is gone. */
export async function listOfferTrainers(
  ctx: Pick<AppContext, 'db'>,
  kind: OfferKind,
  offerId: string,
): Promise<OfferTrainer[]> {
  if (!(await selectAttendanceOffer(ctx.db, kind, offerId))) throw notFound();
  return selectOfferTrainers(ctx.db, kind, offerId);
}

/**
 * The admin sets who trains an offer (issue 29): several trainers, at most one lead. A trainer taken off loses the
 * offer in the trainer area at their next request (every trainer route reads the assignment).
 */
export async function assignOfferTrainers(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminId: string,
  kind: OfferKind,
  offerId: string,
  { trainers }: OfferTrainersRequest,
): Promise<OfferTrainer[]> {
  return ctx.db.transaction(async (tx) => {
    const offer = await selectAttendanceOffer(tx, kind, offerId);
    if (!offer) throw notFound();
    await assertTrainersExist(
      tx,
      trainers.map((t) => t.trainerId),
    );
    await replaceOfferTrainers(tx, kind, offerId, trainers);
    await recordAudit(tx, {
      actorId: adminId,
      action: kind === 'training' ? 'training.trainers_assign' : 'camp.trainers_assign',
      subject: { type: kind, id: offerId },
      details: {
        title: offer.name,
        trainerIds: trainers.map((t) => t.trainerId),
        lead: trainers.find((t) => t.lead)?.trainerId ?? null,
      },
      at: ctx.clock.now(),
    });
    return selectOfferTrainers(tx, kind, offerId);
  });
}
