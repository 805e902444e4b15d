import { z } from 'zod';

// The parent's reminder settings (profile "Erinnerungen"), shared by the server route and the profile switch.
// Push reminders need no setting: they follow the push subscription of the parent's devices.

export const REMINDER_SETTINGS_PATH = '/reminders/settings';

/** `GET /api/reminders/settings` and the answer of `PUT`. */
export interface ReminderSettings {
  /** Reminder mails (trainings, camps, open payments) on; on unless the parent switched them off. */
  mailReminders: boolean;
}

/** `PUT /api/reminders/settings`. */
export const reminderSettingsSchema = z.object({ mailReminders: z.boolean() }).strict();
