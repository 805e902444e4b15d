import {
  type CheckoutLinkResponse,
  type PayableKind,
  type PaymentHistoryPage,
  type PaymentsOverview,
  type PayWithCreditResponse,
  paymentsApi,
} from '@domain/payments/payments-api';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { paymentsQueryKeys } from './open-payments-query';

// Server state of /zahlungen and the dashboard card. After any payment action every payments query refreshes
// (the overview, the history, the count and the trainings' badges all change together).

export { paymentsQueryKeys };

export function usePaymentsOverview() {
  return useQuery({
    queryKey: paymentsQueryKeys.overview,
    queryFn: ({ signal }) => api.get<PaymentsOverview>(paymentsApi.overview, signal),
    staleTime: 0,
  });
}

export function usePaymentHistory() {
  return useInfiniteQuery({
    queryKey: paymentsQueryKeys.history,
    queryFn: ({ pageParam, signal }) => api.get<PaymentHistoryPage>(paymentsApi.history(pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items),
    staleTime: 0,
  });
}

/** Leaves the app for the checkout page (Stripe, or the test checkout). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

export function usePayOnline() {
  return useMutation({
    mutationFn: (payment: { kind: PayableKind; id: string }) =>
      api.post<CheckoutLinkResponse>(paymentsApi.checkout, { kind: payment.kind, paymentId: payment.id }),
    onSuccess: ({ url }) => goToCheckout(url),
  });
}

export function useBuyPack() {
  return useMutation({
    mutationFn: () => api.post<CheckoutLinkResponse>(paymentsApi.packCheckout, { packType: 'TEN_PLUS_ONE' }),
    onSuccess: ({ url }) => goToCheckout(url),
  });
}

export function usePayWithCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) =>
      api.post<PayWithCreditResponse>(paymentsApi.payWithCredit, { paymentId }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/** Coming back from Stripe: asks the server to re-read the checkout, then refreshes what it changed. */
export function useSyncCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkoutId: string) => api.post<{ status: string }>(paymentsApi.checkoutSync(checkoutId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKeys.all }),
  });
}
