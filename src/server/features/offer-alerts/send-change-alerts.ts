import type { AppContext } from '../../context';
import { enqueueMail } from '../../integrations/mail';
import { sendPush } from '../push';
import { changeMail, changePush } from './alert-messages';
import { claimDeliveries, oldestKept, type PendingAlert, pendingAlerts } from './alert-queries';

type Ctx = Pick<AppContext, 'db' | 'jobs' | 'clock' | 'config'>;

/**
 * "Mail bei jeder Änderung": every change not yet sent to a person who chose it goes out, one mail each (and a push
 * where the person has a device). One transaction per change and person records it as sent and queues the mail, so
 * a sweep repeated, retried or run by two instances at once sends nothing twice and loses nothing.
 */
export async function sendChangeAlerts(ctx: Ctx, now: Date): Promise<number> {
  const pending = await pendingAlerts(ctx.db, { mode: 'EACH', since: oldestKept(now) });
  let sent = 0;
  for (const alert of pending) if (await sendOne(ctx, alert, now)) sent++;
  return sent;
}

async function sendOne(ctx: Ctx, alert: PendingAlert, now: Date): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const claimed = await claimDeliveries(tx, alert.recipient.id, [alert.eventId], now);
    if (claimed.size === 0) return false;
    // The child it names, so a family's erasure finds the mail while it waits (job-about.ts); the push names none.
    const about = { childIds: [alert.child.id] };
    await enqueueMail(ctx.jobs, changeMail(ctx.config, alert), { tx, about });
    if (alert.recipient.hasPush)
      await sendPush(ctx, { userIds: [alert.recipient.id], payload: changePush(alert) }, { tx });
    return true;
  });
}
