import type { OfferKind } from '@domain/bookings/offer-policy';
import type { AnswerValue } from '@domain/questions/questions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPath, pathOf } from '../../lib/api';

// Server state of a participants panel (a training's or a camp's). Every change refreshes
// all admin reads: counts, free places and participants move together. The panel names its offer by kind and id;
// each kind's calls are the same endpoints under its own path (src/domain/bookings/admin-participant-endpoints.ts).

/** The training or camp whose panel is open. */
export interface PanelOffer {
  kind: OfferKind;
  id: string;
}

const adminKey = ['admin'] as const;

/** The participants, for the panel and the printable list. */
export function fetchParticipants({ kind, id }: PanelOffer, signal?: AbortSignal) {
  return kind === 'training'
    ? call('GET /admin/trainings/:sessionId/participants', { params: { sessionId: id }, signal })
    : call('GET /admin/camps/:campId/participants', { params: { campId: id }, signal });
}

/** The CSV file of the participants, a file the browser downloads. */
export function participantsCsvHref({ kind, id }: PanelOffer): string {
  const path =
    kind === 'training'
      ? callPath(pathOf('GET /admin/trainings/:sessionId/participants.csv'), { sessionId: id }, undefined)
      : callPath(pathOf('GET /admin/camps/:campId/participants.csv'), { campId: id }, undefined);
  return `/api${path}`;
}

export function useParticipants(offer: PanelOffer) {
  return useQuery({
    queryKey: ['admin', 'participants', offer.kind, offer.id],
    queryFn: ({ signal }) => fetchParticipants(offer, signal),
    select: (answer) => answer.participants,
  });
}

export function useAddParticipant({ kind, id }: PanelOffer) {
  const queryClient = useQueryClient();
  return useMutation({
    // With the answers to the offer's questions (decision 055).
    mutationFn: (body: { childId: string; answers?: Record<string, AnswerValue> }) =>
      kind === 'training'
        ? call('POST /admin/trainings/:sessionId/participants', { params: { sessionId: id }, body })
        : call('POST /admin/camps/:campId/participants', { params: { campId: id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

/** "Abmelden": the parents' cancellation, answering what it did (a camp's refund and fee among it). */
function removeParticipant({ kind, id }: PanelOffer, childId: string): Promise<unknown> {
  return kind === 'training'
    ? call('DELETE /admin/trainings/:sessionId/participants/:childId', { params: { sessionId: id, childId } })
    : call('DELETE /admin/camps/:campId/participants/:childId', { params: { campId: id, childId } });
}

/** `Answer` is the offer kind's cancellation answer (the panel of a training or of a camp names it). */
export function useRemoveParticipant<Answer>(offer: PanelOffer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (childId: string) => removeParticipant(offer, childId) as Promise<Answer>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useWaitlist({ kind, id }: PanelOffer) {
  return useQuery({
    queryKey: ['admin', 'waitlist', kind, id],
    queryFn: ({ signal }) =>
      kind === 'training'
        ? call('GET /admin/trainings/:offerId/waitlist', { params: { offerId: id }, signal })
        : call('GET /admin/camps/:offerId/waitlist', { params: { offerId: id }, signal }),
    select: (answer) => answer.waitlist,
  });
}

/** "Jetzt anmelden" or "Entfernen" for a waiting child; both refresh every admin read. */
export function useWaitlistAction({ kind, id }: PanelOffer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ childId, action }: { childId: string; action: 'promote' | 'remove' }) => {
      const params = { offerId: id, childId };
      if (action === 'promote') {
        if (kind === 'training')
          await call('POST /admin/trainings/:offerId/waitlist/:childId/promote', { params });
        else await call('POST /admin/camps/:offerId/waitlist/:childId/promote', { params });
      } else if (kind === 'training')
        await call('DELETE /admin/trainings/:offerId/waitlist/:childId', { params });
      else await call('DELETE /admin/camps/:offerId/waitlist/:childId', { params });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
