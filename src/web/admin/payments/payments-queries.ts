import { BANK_FILE_FIELD, type BankImportResult } from '@domain/bank/bank-import-api';
import type { AdminPayment, AdminPaymentsFilter } from '@domain/payments/admin-payments-api';
import type { ManualPaymentMethod } from '@domain/payments/status';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, pathOf } from '../../lib/api';
import { filledQuery } from '../list-query';

// Server state of the payments screen: the page with its summary, the Refunds tab, and the moves; every move
// refreshes all admin reads (the parent's payment, the dashboard figures).

/** The list's query string, for the CSV export's link (the list sends the same filters). */
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
    queryFn: ({ signal }) => call('GET /admin/payments', { query: filledQuery(query), signal }),
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
    queryFn: ({ signal }) => call('GET /admin/payments/groups', { query: filledQuery(query), signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAdminRefunds(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'payments', 'refunds'],
    queryFn: ({ signal }) => call('GET /admin/payments/refunds', { signal }),
    enabled,
  });
}

/** A payment's path parameters. */
const one = ({ kind, id }: Pick<AdminPayment, 'kind' | 'id'>) => ({ kind, id });

function useMove<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useMarkPaid = () =>
  useMove(({ payment, method }: { payment: AdminPayment; method: ManualPaymentMethod }) =>
    call('POST /admin/payments/:kind/:id/mark-paid', { params: one(payment), body: { method } }),
  );

export const useSettleWithCredit = () =>
  useMove((payment: AdminPayment) =>
    call('POST /admin/payments/:kind/:id/settle-credit', { params: one(payment) }),
  );

export const useRefund = () =>
  useMove((payment: AdminPayment) => call('POST /admin/payments/:kind/:id/refund', { params: one(payment) }));

export const useResetPayment = () =>
  useMove((payment: AdminPayment) => call('POST /admin/payments/:kind/:id/reset', { params: one(payment) }));

export const useConfirmRefund = () =>
  useMove((id: string) =>
    call('POST /admin/payments/:kind/:id/confirm-refund', { params: one({ kind: 'camp', id }) }),
  );

export const useRetryRefund = () =>
  useMove((id: string) =>
    call('POST /admin/payments/:kind/:id/retry-refund', { params: one({ kind: 'camp', id }) }),
  );

export const usePaymentLink = () =>
  useMove((payment: AdminPayment) =>
    call('POST /admin/payments/:kind/:id/payment-link', { params: one(payment) }),
  );

export function useUnmatchedMoney(page: number) {
  return useQuery({
    queryKey: ['admin', 'payments', 'unmatched', page],
    queryFn: ({ signal }) => call('GET /admin/payments/unmatched', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useAssignUnmatched = () =>
  useMove(({ id, payment }: { id: string; payment: AdminPayment }) =>
    call('POST /admin/payments/unmatched/:eventId/assign', {
      params: { eventId: id },
      body: { kind: payment.kind, paymentId: payment.id },
    }),
  );

export const useRefundUnmatched = () =>
  useMove((id: string) =>
    call('POST /admin/payments/unmatched/:eventId/refund', { params: { eventId: id } }),
  );

export const useReturnUnmatched = () =>
  useMove((id: string) =>
    call('POST /admin/payments/unmatched/:eventId/returned', { params: { eventId: id } }),
  );

/** Uploads a camt.054 / camt.053; every admin read is refreshed (payments paid, unmatched money, figures). */
export const useImportBankStatement = () =>
  useMove((file: File) => {
    const form = new FormData();
    form.append(BANK_FILE_FIELD, file);
    // A file, not JSON: sent as multipart to the definition's path.
    return api.upload<BankImportResult>(pathOf('POST /admin/payments/bank-import'), form);
  });

/** Statement bookings waiting for their camt.054 ("Details folgen"); refreshed by every import. */
export function useAwaitingBankEntries() {
  return useQuery({
    queryKey: ['admin', 'payments', 'bank-awaiting'],
    queryFn: ({ signal }) => call('GET /admin/payments/bank-import/awaiting', { signal }),
  });
}

export function useBookkeeping(month: string) {
  return useQuery({
    queryKey: ['admin', 'payments', 'bookkeeping', month],
    queryFn: ({ signal }) => call('GET /admin/payments/bookkeeping', { query: { month }, signal }),
    placeholderData: keepPreviousData,
    enabled: month !== '',
  });
}
