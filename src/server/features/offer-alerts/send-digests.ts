import { belongsInDigest, digestDay } from '../../../domain/offer-alerts/offer-alerts';
import type { AppContext } from '../../context';
import { enqueueMail } from '../../integrations/mail';
import { sendPush } from '../push';
import { digestMail, digestPush } from './alert-messages';
import { claimDeliveries, claimDigest, oldestKept, type PendingAlert, pendingAlerts } from './alert-queries';

type Ctx = Pick<AppContext, 'db' | 'jobs' | 'clock' | 'config'>;

/**
 * "Tägliche Zusammenfassung um 18:00": at the digest moment `slot`, each person who chose the digest for an offer
 * gets one mail with the changes made before it that they have not been sent (domain: belongsInDigest). One
 * transaction per person records the day's digest (once per person and Zurich day) and the changes in it, and
 * queues the mail: a repeated or concurrent run sends no second digest that day, and no change twice.
 */
export async function sendDigests(ctx: Ctx, slot: Date, now: Date): Promise<number> {
  const pending = await pendingAlerts(ctx.db, { mode: 'DIGEST', since: oldestKept(now), before: slot });
  const byRecipient = new Map<string, PendingAlert[]>();
  for (const alert of pending) {
    if (!belongsInDigest({ ...alert, offerEndsAt: alert.offer.endsAt }, slot)) continue;
    byRecipient.set(alert.recipient.id, [...(byRecipient.get(alert.recipient.id) ?? []), alert]);
  }
  let sent = 0;
  for (const alerts of byRecipient.values()) if (await sendDigest(ctx, slot, alerts, now)) sent++;
  return sent;
}

/** Thrown inside a digest's transaction to undo it: another sweep has sent this person's digest of the day. */
class DigestTaken extends Error {}

async function sendDigest(ctx: Ctx, slot: Date, alerts: PendingAlert[], now: Date): Promise<boolean> {
  const recipient = (alerts[0] as PendingAlert).recipient;
  const day = digestDay(slot);
  const send = () =>
    ctx.db.transaction(async (tx) => {
      const claimed = await claimDeliveries(
        tx,
        recipient.id,
        alerts.map((alert) => alert.eventId),
        now,
      );
      const items = alerts.filter((alert) => claimed.has(alert.eventId));
      if (items.length === 0) return false;
      if (!(await claimDigest(tx, recipient.id, day, { sentAt: now, changes: items.length })))
        throw new DigestTaken();
      const about = { childIds: items.map((item) => item.child.id) };
      await enqueueMail(ctx.jobs, digestMail(ctx.config, day, items), { tx, about });
      if (recipient.hasPush)
        await sendPush(
          ctx,
          { userIds: [recipient.id], payload: digestPush(recipient, items.length) },
          { tx },
        );
      return true;
    });
  return send().catch((err: unknown) => {
    if (err instanceof DigestTaken) return false;
    throw err;
  });
}
