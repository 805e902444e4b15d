import type { ParticipantHealth, ParticipantsHealthKind } from '../../../domain/bookings/participants-health';
import type { AppContext } from '../../context';
import { decryptHealthInfo } from '../../crypto/health-info';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { offerTables } from './offer-tables';
import { selectParticipantsHealth } from './participants-health-queries';
import { isLiveOffer } from './registration-queries';

/**
 * The participants' emergency and health information for an admin (issue 18, decision 038): decrypted only here,
 * the read written to the audit log in the same transaction (which offer, how many children had any; never a
 * value), like an AHV reveal. Health data is sensitive under the nDSG: who looked at it must be on record.
 */
export async function readParticipantsHealth(
  ctx: Pick<AppContext, 'db' | 'ahv' | 'clock'>,
  adminId: string,
  { kind, offerId }: { kind: ParticipantsHealthKind; offerId: string },
): Promise<ParticipantHealth[]> {
  return ctx.db.transaction(async (tx) => {
    if (!(await isLiveOffer(tx, offerTables[kind], offerId))) throw notFound();
    const rows = await selectParticipantsHealth(tx, { kind, offerId });
    const participants = rows.map(({ healthInfoEncrypted, ...child }) => ({
      ...child,
      healthInfo: healthInfoEncrypted === null ? null : decryptHealthInfo(ctx.ahv, healthInfoEncrypted),
    }));
    await recordAudit(tx, {
      actorId: adminId,
      action: kind === 'training' ? 'training.health_view' : 'camp.health_view',
      subject: { type: kind, id: offerId },
      details: { withHealthInfo: participants.filter((p) => p.healthInfo !== null).length },
      at: ctx.clock.now(),
    });
    return participants;
  });
}
