import type {
  AddParticipantResponse,
  AdminWaitlistResponse,
  ParticipantsResponse,
} from '@domain/bookings/admin-participants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../lib/api';

// Server state of a participants panel (a training's or a camp's) and of its child search. Every change refreshes
// all admin reads: counts, free places and participants move together.

/** Where a panel reads and writes: the offer's participants, one participant, the CSV file. */
export interface ParticipantsEndpoints {
  list: string;
  participant: (childId: string) => string;
  csv: string;
  /** The offer's waitlist (issue 16); an entry is `${waitlist}/${childId}`. */
  waitlist: string;
}

const adminKey = ['admin'] as const;

export function useParticipants(endpoints: ParticipantsEndpoints) {
  return useQuery({
    queryKey: ['admin', 'participants', endpoints.list],
    queryFn: ({ signal }) => api.get<ParticipantsResponse>(endpoints.list, signal),
    select: (answer) => answer.participants,
  });
}

export function useAddParticipant(endpoints: ParticipantsEndpoints) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (childId: string) => api.post<AddParticipantResponse>(endpoints.list, { childId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useRemoveParticipant<Answer>(endpoints: ParticipantsEndpoints) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (childId: string) => api.delete<Answer>(endpoints.participant(childId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useChildSearch(text: string) {
  return useQuery({
    queryKey: ['admin', 'child-search', text],
    queryFn: ({ signal }) => call('GET /admin/children/search', { query: { q: text }, signal }),
    select: (answer) => answer.children,
    placeholderData: keepPreviousData,
  });
}

export function useWaitlist(endpoints: ParticipantsEndpoints) {
  return useQuery({
    queryKey: ['admin', 'waitlist', endpoints.waitlist],
    queryFn: ({ signal }) => api.get<AdminWaitlistResponse>(endpoints.waitlist, signal),
    select: (answer) => answer.waitlist,
  });
}

/** "Jetzt anmelden" or "Entfernen" for a waiting child; both refresh every admin read. */
export function useWaitlistAction(endpoints: ParticipantsEndpoints) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ childId, action }: { childId: string; action: 'promote' | 'remove' }) => {
      const entry = `${endpoints.waitlist}/${encodeURIComponent(childId)}`;
      if (action === 'promote') await api.post<AddParticipantResponse>(`${entry}/promote`);
      else await api.delete<void>(entry);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
