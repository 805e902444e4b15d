import type { AdminParticipant } from '@domain/bookings/admin-participants';
import type { ParticipantHealth } from '@domain/bookings/participants-health';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { fetchParticipants, type PanelOffer } from './participants-queries';

// The participants' emergency and health information (decision 038): asked only when an admin opens it (each read
// is audited on the server), never kept once its view closes.

export function useParticipantsHealth({ kind, id }: PanelOffer, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'participants-health', kind, id],
    queryFn: ({ signal }) =>
      kind === 'training'
        ? call('GET /admin/trainings/:offerId/participants/health', { params: { offerId: id }, signal })
        : call('GET /admin/camps/:offerId/participants/health', { params: { offerId: id }, signal }),
    select: (answer): ParticipantHealth[] => answer.participants,
    enabled,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** The printable list: the participants (parents and mobiles) and their health information. */
export function useParticipantsForPrint(offer: PanelOffer, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'participants', offer.kind, offer.id],
    queryFn: ({ signal }) => fetchParticipants(offer, signal),
    select: (answer): AdminParticipant[] => answer.participants,
    enabled,
  });
}
