import {
  type AwaitingBankEntries,
  BANK_FILE_FIELD,
  type BankImportResult,
  type BookkeepingSummary,
  bankImportApi,
  bookkeepingApi,
} from '@domain/bank/bank-import-api';
import {
  type AdminPayment,
  type AdminPaymentGroupsPage,
  type AdminPaymentMoveResponse,
  type AdminPaymentsFilter,
  type AdminPaymentsPage,
  type AdminRefundResponse,
  type AdminRefundsResponse,
  adminPaymentsApi,
  type UnmatchedMoney,
  type UnmatchedMoneyPage,
  unmatchedMoneyApi,
} from '@domain/payments/admin-payments-api';
import type { CheckoutLinkResponse } from '@domain/payments/payments-api';
import type { ManualPaymentMethod } from '@domain/payments/status';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

// Server state of the payments screen: the page with its summary, the Refunds tab, and the moves; every move
// refreshes all admin reads (the parent's payment, the dashboard figures).

/** The list's query string; the CSV export takes the same filters. */
export function paymentsSearch(filter: AdminPaymentsFilter & { page?: number; pageSize?: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== '' && value !== undefined) params.set(key, String(value));
  }
  return `?${params.toString()}`;
}

export function useAdminPayments(
  query: AdminPaymentsFilter & { page: number; pageSize: number },
  enabled = true,
) {
  return useQuery({
    queryKey: ['admin', 'payments', 'list', query],
    queryFn: ({ signal }) =>
      api.get<AdminPaymentsPage>(`${adminPaymentsApi.list}${paymentsSearch(query)}`, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The grouped view: one page of trainings or camps of the filtered set with their sums. */
export function useAdminPaymentGroups(
  query: Omit<AdminPaymentsFilter, 'offer'> & { page: number; pageSize: number },
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['admin', 'payments', 'groups', query],
    queryFn: ({ signal }) =>
      api.get<AdminPaymentGroupsPage>(`${adminPaymentsApi.groups}${paymentsSearch(query)}`, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAdminRefunds(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'payments', 'refunds'],
    queryFn: ({ signal }) => api.get<AdminRefundsResponse>(adminPaymentsApi.refunds, signal),
    enabled,
  });
}

function useMove<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useMarkPaid = () =>
  useMove(({ payment, method }: { payment: AdminPayment; method: ManualPaymentMethod }) =>
    api.post<AdminPaymentMoveResponse>(adminPaymentsApi.markPaid(payment.kind, payment.id), { method }),
  );

export const useSettleWithCredit = () =>
  useMove((payment: AdminPayment) =>
    api.post<AdminPaymentMoveResponse>(adminPaymentsApi.settleWithCredit(payment.kind, payment.id)),
  );

export const useRefund = () =>
  useMove((payment: AdminPayment) =>
    api.post<AdminRefundResponse>(adminPaymentsApi.refund(payment.kind, payment.id)),
  );

export const useResetPayment = () =>
  useMove((payment: AdminPayment) =>
    api.post<AdminPaymentMoveResponse>(adminPaymentsApi.reset(payment.kind, payment.id)),
  );

export const useConfirmRefund = () =>
  useMove((id: string) => api.post<AdminPaymentMoveResponse>(adminPaymentsApi.confirmRefund(id)));

export const useRetryRefund = () =>
  useMove((id: string) => api.post<{ queued: boolean }>(adminPaymentsApi.retryRefund(id)));

export const usePaymentLink = () =>
  useMove((payment: AdminPayment) =>
    api.post<CheckoutLinkResponse>(adminPaymentsApi.paymentLink(payment.kind, payment.id)),
  );

export function useUnmatchedMoney(page: number) {
  return useQuery({
    queryKey: ['admin', 'payments', 'unmatched', page],
    queryFn: ({ signal }) => api.get<UnmatchedMoneyPage>(`${unmatchedMoneyApi.list}?page=${page}`, signal),
    placeholderData: keepPreviousData,
  });
}

export const useAssignUnmatched = () =>
  useMove(({ id, payment }: { id: string; payment: AdminPayment }) =>
    api.post<UnmatchedMoney>(unmatchedMoneyApi.assign(id), { kind: payment.kind, paymentId: payment.id }),
  );

export const useRefundUnmatched = () =>
  useMove((id: string) => api.post<UnmatchedMoney>(unmatchedMoneyApi.refund(id)));

export const useReturnUnmatched = () =>
  useMove((id: string) => api.post<UnmatchedMoney>(unmatchedMoneyApi.returned(id)));

/** Uploads a camt.054 / camt.053; every admin read is refreshed (payments paid, unmatched money, figures). */
export const useImportBankStatement = () =>
  useMove((file: File) => {
    const form = new FormData();
    form.append(BANK_FILE_FIELD, file);
    return api.upload<BankImportResult>(bankImportApi.upload, form);
  });

/** Statement bookings waiting for their camt.054 ("Details folgen"); refreshed by every import. */
export function useAwaitingBankEntries() {
  return useQuery({
    queryKey: ['admin', 'payments', 'bank-awaiting'],
    queryFn: ({ signal }) => api.get<AwaitingBankEntries>(bankImportApi.awaiting, signal),
  });
}

export function useBookkeeping(month: string) {
  return useQuery({
    queryKey: ['admin', 'payments', 'bookkeeping', month],
    queryFn: ({ signal }) =>
      api.get<BookkeepingSummary>(`${bookkeepingApi.summary}?month=${encodeURIComponent(month)}`, signal),
    placeholderData: keepPreviousData,
    enabled: month !== '',
  });
}
