import { z } from 'zod';

// The parent's reminder settings (profile "Erinnerungen"), shared by the server route and the profile switch.
// Push reminders need no setting: they follow the push subscription of the parent's devices. The endpoints are
// defined in reminder-endpoints.ts.

/** `PUT /api/reminders/settings`, and what it and `GET` answer. */
export const reminderSettingsSchema = z
  .object({
    /** Reminder mails (trainings, camps, open payments) on; on unless the parent switched them off. */
    mailReminders: z.boolean(),
  })
  .strict();

export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
