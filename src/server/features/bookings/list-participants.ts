import type { AdminParticipant } from '../../../domain/bookings/admin-participants';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../errors';
import { participantAnswers } from '../questions/participant-answers';
import type { OfferTables } from './offer-tables';
import { toAdminParticipant } from './participant-view';
import { isLiveOffer, selectParticipants } from './registration-queries';

/** The back office's participants panel of a training or camp; 404 for an offer that is gone. */
export async function listParticipants(
  db: DbOrTx,
  t: OfferTables,
  offerId: string,
): Promise<AdminParticipant[]> {
  if (!(await isLiveOffer(db, t, offerId))) throw notFound();
  const participants = (await selectParticipants(db, t, offerId)).map(toAdminParticipant);
  const answers = await participantAnswers(
    db,
    t.kind,
    offerId,
    participants.map((p) => p.childId),
  );
  if (answers.size === 0) return participants;
  return participants.map((p) => ({ ...p, answers: answers.get(p.childId) }));
}
