import type { ReminderSettings } from '@domain/reminders/reminder-settings-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

const reminderSettingsQueryKey = ['reminders', 'settings'] as const;

export function useReminderSettings() {
  return useQuery({
    queryKey: reminderSettingsQueryKey,
    queryFn: ({ signal }) => call('GET /reminders/settings', { signal }),
  });
}

/** Saves the switch; the answer (the stored setting) replaces the cached one. */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettings) => call('PUT /reminders/settings', { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(reminderSettingsQueryKey, saved),
  });
}
