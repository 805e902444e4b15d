import { isDigestSlot, latestDigestSlot } from '../../../domain/offer-alerts/offer-alerts';
import type { AppContext } from '../../context';
import { deleteOldChanges } from './alert-queries';
import { sendChangeAlerts } from './send-change-alerts';
import { sendDigests } from './send-digests';

/**
 * One sweep (every minute, offer-alerts-job.ts): the mails per change, then the digest of the latest 18:00 (so a
 * digest the server was down for goes out when it is back, once), then changes older than kept are dropped.
 * `digestSlot` names another digest moment to send now (the end-to-end journey's, or an operator's catch-up); an
 * instant that is no digest moment is ignored.
 */
export async function sweepOfferAlerts(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'clock' | 'config'>,
  options: { digestSlot?: Date } = {},
): Promise<{ changes: number; digests: number }> {
  const now = ctx.clock.now();
  const changes = await sendChangeAlerts(ctx, now);
  const named = options.digestSlot;
  const slot = named && isDigestSlot(named) ? named : latestDigestSlot(now);
  const digests = await sendDigests(ctx, slot, now);
  await deleteOldChanges(ctx.db, now);
  return { changes, digests };
}
