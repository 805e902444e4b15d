import type { AdminParticipant, ParticipantsResponse } from '@domain/bookings/admin-participants';
import type {
  ParticipantHealth,
  ParticipantsHealthKind,
  ParticipantsHealthResponse,
} from '@domain/bookings/participants-health';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

// The participants' emergency and health information (decision 038): asked only when an admin opens it (each read
// is audited on the server), never kept once its view closes.

/** The offer a participants list path names: '/admin/trainings/<id>/participants' or '/admin/camps/<id>/...'. */
export function offerOfParticipantsPath(
  listPath: string,
): { kind: ParticipantsHealthKind; offerId: string } | null {
  const m = /^\/admin\/(trainings|camps)\/([^/]+)\/participants$/.exec(listPath);
  if (!m) return null;
  return { kind: m[1] === 'camps' ? 'camp' : 'training', offerId: decodeURIComponent(m[2]!) };
}

export function useParticipantsHealth(listPath: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'participants-health', listPath],
    queryFn: ({ signal }) => api.get<ParticipantsHealthResponse>(`${listPath}/health`, signal),
    select: (answer): ParticipantHealth[] => answer.participants,
    enabled,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** The printable list: the participants (parents and mobiles) and their health information. */
export function useParticipantsForPrint(listPath: string) {
  return useQuery({
    queryKey: ['admin', 'participants', listPath],
    queryFn: ({ signal }) => api.get<ParticipantsResponse>(listPath, signal),
    select: (answer): AdminParticipant[] => answer.participants,
  });
}
