import type { CalendarLinkResponse } from '@domain/calendar/calendar-feed-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

// Server state of the parent's calendar link (issue 16). The address itself comes back only from creating it.

const calendarLinkQueryKey = ['calendar-link'] as const;

export function useCalendarLink() {
  return useQuery({
    queryKey: calendarLinkQueryKey,
    queryFn: ({ signal }) => call('GET /calendar/link', { signal }),
  });
}

export function useCalendarLinkActions() {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => call('POST /calendar/link'),
    onSuccess: ({ link }) => queryClient.setQueryData<CalendarLinkResponse>(calendarLinkQueryKey, { link }),
  });
  const revoke = useMutation({
    mutationFn: () => call('DELETE /calendar/link'),
    onSuccess: () => queryClient.setQueryData<CalendarLinkResponse>(calendarLinkQueryKey, { link: null }),
  });
  return { create, revoke };
}
