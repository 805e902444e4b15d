// Reminders before trainings, camps and open payments: the profile's switch for reminder mails.
export { ReminderSettingsSection } from './reminder-settings-section';
