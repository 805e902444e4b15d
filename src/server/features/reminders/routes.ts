import { Hono } from 'hono';
import { reminderEndpoints } from '../../../domain/reminders/reminder-endpoints';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';
import { readReminderSettings, updateReminderSettings } from './reminder-settings';

// The signed-in parent's own reminder settings (src/domain/reminders/reminder-endpoints.ts).
export function reminderRoutes(ctx: AppContext) {
  const routes = new Hono();
  routes.use('/reminders/*', requireParent);
  serve(routes, reminderEndpoints.settings, async (c) => readReminderSettings(ctx, c.get('user').id));
  serve(routes, reminderEndpoints.saveSettings, async (c, { body }) =>
    updateReminderSettings(ctx, c.get('user').id, body),
  );
  return routes;
}
