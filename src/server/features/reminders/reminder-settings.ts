import type { ReminderSettings } from '../../../domain/reminders/reminder-settings-api';
import type { AppContext } from '../../context';
import { mailRemindersOn, setMailReminders } from './queries';

/** The signed-in parent's own reminder settings. */
export async function readReminderSettings(
  ctx: Pick<AppContext, 'db'>,
  parentId: string,
): Promise<ReminderSettings> {
  return { mailReminders: await mailRemindersOn(ctx.db, parentId) };
}

export async function updateReminderSettings(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  parentId: string,
  settings: ReminderSettings,
): Promise<ReminderSettings> {
  await setMailReminders(ctx.db, parentId, settings.mailReminders, ctx.clock.now());
  return readReminderSettings(ctx, parentId);
}
