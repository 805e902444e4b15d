import {
  CALENDAR_LINK_PATH,
  type CalendarLinkResponse,
  type CreatedCalendarLinkResponse,
} from '@domain/calendar/calendar-feed-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

// Server state of the parent's calendar link (issue 16). The address itself comes back only from creating it.

export const calendarLinkQueryKey = ['calendar-link'] as const;

export function useCalendarLink() {
  return useQuery({
    queryKey: calendarLinkQueryKey,
    queryFn: ({ signal }) => api.get<CalendarLinkResponse>(CALENDAR_LINK_PATH, signal),
  });
}

export function useCalendarLinkActions() {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => api.post<CreatedCalendarLinkResponse>(CALENDAR_LINK_PATH),
    onSuccess: ({ link }) => queryClient.setQueryData<CalendarLinkResponse>(calendarLinkQueryKey, { link }),
  });
  const revoke = useMutation({
    mutationFn: () => api.delete(CALENDAR_LINK_PATH),
    onSuccess: () => queryClient.setQueryData<CalendarLinkResponse>(calendarLinkQueryKey, { link: null }),
  });
  return { create, revoke };
}
