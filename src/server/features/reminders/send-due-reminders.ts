import type { ReminderKind } from '../../../domain/reminders/reminder-kinds';
import { isReminderDue } from '../../../domain/reminders/reminder-schedule';
import type { AppContext } from '../../context';
import { enqueueMail } from '../../integrations/mail';
import { logFor } from '../../observability/log';
import { sendPush } from '../push';
import { findReminderCandidates, type ReminderCandidate } from './find-candidates';
import { claimReminders, familyRecipients, setCountsOf, stillCurrent } from './queries';
import { paymentReminderMail, startReminderMail, startReminderPush } from './reminder-messages';

const log = logFor('reminders');

// The sweep (every 5 minutes, reminders-job.ts): every reminder that is due now is sent, each exactly once. One
// message per family, offer and kind, naming all of the family's children it concerns; one transaction per
// message records the reminders (reminder_deliveries, unique per kind and booking or payment) and queues the mails
// and the push, so a sweep that stops halfway, a second sweep at the same time or a sweep after a restart sends
// nothing twice and loses nothing.

interface SweepResult {
  /** Messages' reminders recorded by this sweep (one per booking or payment). */
  sent: number;
  mails: number;
  pushes: number;
}

const START_KINDS: readonly ReminderKind[] = ['TRAINING_START', 'CAMP_START'];
const LAST_CALLS: readonly ReminderKind[] = ['TRAINING_PAYMENT_LAST_CALL', 'CAMP_PAYMENT_LAST_CALL'];

/** One message: a family (the children's parent), an offer and a kind. */
function groupsOf(due: readonly ReminderCandidate[]): ReminderCandidate[][] {
  const groups = new Map<string, ReminderCandidate[]>();
  for (const item of due) {
    const key = `${item.kind}:${item.offer.id}:${item.child.parentId}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()];
}

async function sendGroup(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'clock' | 'config'>,
  group: readonly ReminderCandidate[],
  now: Date,
): Promise<SweepResult> {
  const first = group[0];
  if (!first) return { sent: 0, mails: 0, pushes: 0 };
  const { kind, offer } = first;
  return ctx.db.transaction(async (tx) => {
    const claimed = await claimReminders(
      tx,
      kind,
      group.map((item) => item.subjectId),
      { sentAt: now, mails: 0, pushes: 0 },
    );
    if (claimed.size === 0) return { sent: 0, mails: 0, pushes: 0 };
    const current = await stillCurrent(tx, kind, [...claimed]);
    const items = group.filter((item) => current.has(item.subjectId));
    if (items.length === 0) return { sent: claimed.size, mails: 0, pushes: 0 };

    const parents = await familyRecipients(tx, first.child.id);
    const isStart = START_KINDS.includes(kind);
    // Push where the parent has a device (start reminders only); a mail otherwise, unless switched off.
    const pushed = isStart ? parents.filter((parent) => parent.hasPush) : [];
    const mailed = parents.filter((parent) => !pushed.includes(parent) && !parent.mailOff);
    for (const parent of mailed) {
      const mail = isStart
        ? startReminderMail(ctx.config, parent, offer, items)
        : paymentReminderMail(ctx.config, parent, offer, items, LAST_CALLS.includes(kind));
      await enqueueMail(ctx.jobs, mail, {
        tx,
        about: { childIds: items.map((item) => item.child.id) },
        family: true,
      });
    }
    if (pushed.length > 0) {
      await sendPush(
        ctx,
        { userIds: pushed.map((parent) => parent.id), payload: startReminderPush(offer) },
        { tx },
      );
    }
    const counts = { mails: mailed.length, pushes: pushed.length };
    await setCountsOf(tx, kind, [...claimed], counts);
    return { sent: claimed.size, ...counts };
  });
}

/** Sends every reminder due at `now` that no sweep has sent yet. */
export async function sendDueReminders(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'clock' | 'config'>,
  now: Date = ctx.clock.now(),
): Promise<SweepResult> {
  const candidates = await findReminderCandidates(ctx.db, now);
  const due = candidates.filter((item) => isReminderDue(item.kind, item.offer, item.bookedAt, now));
  const total: SweepResult = { sent: 0, mails: 0, pushes: 0 };
  for (const group of groupsOf(due)) {
    try {
      const result = await sendGroup(ctx, group, now);
      total.sent += result.sent;
      total.mails += result.mails;
      total.pushes += result.pushes;
    } catch (err) {
      // This family's message waits for the next sweep (nothing of it was recorded); the others go out now.
      log.warn({ err }, 'reminder not sent, retried by the next sweep');
    }
  }
  return total;
}
