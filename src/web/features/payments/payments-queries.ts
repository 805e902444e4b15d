import type { PayableKind } from '@domain/payments/payments-api';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { paymentsQueryKeys } from './open-payments-query';

// Server state of /zahlungen and the dashboard card. After any payment action every payments query refreshes
// (the overview, the history, the count and the trainings' badges all change together).

export function usePaymentsOverview() {
  return useQuery({
    queryKey: paymentsQueryKeys.overview,
    queryFn: ({ signal }) => call('GET /payments', { signal }),
    staleTime: 0,
  });
}

export function usePaymentHistory() {
  return useInfiniteQuery({
    queryKey: paymentsQueryKeys.history,
    queryFn: ({ pageParam, signal }) =>
      call('GET /payments/history', { query: { cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items),
    staleTime: 0,
  });
}

/** Leaves the app for the checkout page (Stripe, or the test checkout). */
function goToCheckout(url: string): void {
  window.location.assign(url);
}

export function usePayOnline() {
  return useMutation({
    mutationFn: (payment: { kind: PayableKind; id: string }) =>
      call('POST /payments/checkout', { body: { kind: payment.kind, paymentId: payment.id } }),
    onSuccess: ({ url }) => goToCheckout(url),
  });
}

export function useBuyPack() {
  return useMutation({
    mutationFn: () => call('POST /credit-packs/checkout', { body: { packType: 'TEN_PLUS_ONE' } }),
    onSuccess: ({ url }) => goToCheckout(url),
  });
}

export function usePayWithCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => call('POST /payments/credit', { body: { paymentId } }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/** Coming back from Stripe: asks the server to re-read the checkout, then refreshes what it changed. */
export function useSyncCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkoutId: string) =>
      call('POST /payments/checkout/:checkoutId/sync', { params: { checkoutId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKeys.all }),
  });
}
