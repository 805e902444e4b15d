import type { PartnerOfferAnswer, SecondParentResponse } from '@domain/children/children-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

// Server state of "Elternteil 2": the parent's own side of a link and the offers made to them (decision 012).

export const secondParentQueryKey = ['second-parent'] as const;

export function useSecondParent() {
  return useQuery({
    queryKey: secondParentQueryKey,
    queryFn: ({ signal }) => call('GET /family/second-parent', { signal }),
  });
}

/**
 * Offering, answering and ending a link. Each answers the new state; an accepted or ended link changes what every
 * other screen shows (children, bookings, payments, credit, photos, the user's partner e-mail), so all else reloads.
 */
export function useSecondParentActions() {
  const queryClient = useQueryClient();
  const onSuccess = async (answer: SecondParentResponse) => {
    queryClient.setQueryData(secondParentQueryKey, answer);
    await queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== secondParentQueryKey[0],
    });
  };
  const offer = useMutation({
    mutationFn: (email: string) => call('PUT /family/second-parent', { body: { email } }),
    onSuccess,
  });
  const end = useMutation({
    mutationFn: () => call('DELETE /family/second-parent'),
    onSuccess,
  });
  const answer = useMutation({
    mutationFn: ({ offerId, answer }: { offerId: string; answer: PartnerOfferAnswer }) =>
      answer === 'accept'
        ? call('POST /family/second-parent/offers/:offerId/accept', { params: { offerId } })
        : call('POST /family/second-parent/offers/:offerId/decline', { params: { offerId } }),
    onSuccess,
  });
  return { offer, end, answer };
}
