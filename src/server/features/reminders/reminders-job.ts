import type { AppContext } from '../../context';
import type { QueueDefinition } from '../../jobs/jobs';
import { logFor } from '../../observability/log';
import { sendDueReminders } from './send-due-reminders';

const log = logFor('reminders');

// pg-boss runs the sweep on a schedule (every instance may hold the schedule; pg-boss starts one job per minute
// slot, and the reminder records make even a doubled sweep send nothing twice).

export const REMINDERS_QUEUE = 'reminders.sweep';
export const REMINDERS_CRON = '*/5 * * * *';

// A sweep that failed is simply followed by the next one five minutes later: no retries piling up behind it.
const queue: QueueDefinition = { name: REMINDERS_QUEUE, retryLimit: 0, expireInSeconds: 240 };

export async function registerRemindersWorker(ctx: AppContext): Promise<void> {
  await ctx.jobs.work(queue, async () => {
    const result = await sendDueReminders(ctx, ctx.clock.now());
    if (result.sent > 0)
      log.info({ sent: result.sent, mails: result.mails, pushes: result.pushes }, 'Erinnerungen verschickt');
    return result;
  });
  await ctx.jobs.boss.schedule(REMINDERS_QUEUE, REMINDERS_CRON, {}, { tz: 'Europe/Zurich' });
}
