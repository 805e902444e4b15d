import { defineEndpoint } from '../api/endpoint';
import { reminderSettingsSchema } from './reminder-settings-api';

// The signed-in parent's own reminder settings; nobody else's can be named. Both answer the stored settings.

export const reminderEndpoints = {
  settings: defineEndpoint({ method: 'GET', path: '/reminders/settings', response: reminderSettingsSchema }),
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: '/reminders/settings',
    request: reminderSettingsSchema,
    response: reminderSettingsSchema,
  }),
};
