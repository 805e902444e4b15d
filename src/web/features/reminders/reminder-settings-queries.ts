import { REMINDER_SETTINGS_PATH, type ReminderSettings } from '@domain/reminders/reminder-settings-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const reminderSettingsQueryKey = ['reminders', 'settings'] as const;

export function useReminderSettings() {
  return useQuery({
    queryKey: reminderSettingsQueryKey,
    queryFn: ({ signal }) => api.get<ReminderSettings>(REMINDER_SETTINGS_PATH, signal),
  });
}

/** Saves the switch; the answer (the stored setting) replaces the cached one. */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettings) => api.put<ReminderSettings>(REMINDER_SETTINGS_PATH, settings),
    onSuccess: (saved) => queryClient.setQueryData(reminderSettingsQueryKey, saved),
  });
}
