import { Hono } from 'hono';
import {
  type ReminderSettings,
  reminderSettingsSchema,
} from '../../../domain/reminders/reminder-settings-api';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { readJsonBody } from '../../http/read-json-body';
import { readReminderSettings, updateReminderSettings } from './reminder-settings';

// The signed-in parent's own reminder settings; nobody else's can be named.
//   GET /api/reminders/settings                          -> {mailReminders}
//   PUT /api/reminders/settings {mailReminders: boolean} -> {mailReminders}
export function reminderRoutes(ctx: AppContext) {
  return new Hono()
    .use('*', requireParent)
    .get('/settings', async (c) => {
      const body: ReminderSettings = await readReminderSettings(ctx, c.get('user').id);
      return c.json(body);
    })
    .put('/settings', async (c) => {
      const settings = reminderSettingsSchema.parse(await readJsonBody(c));
      const body: ReminderSettings = await updateReminderSettings(ctx, c.get('user').id, settings);
      return c.json(body);
    });
}
