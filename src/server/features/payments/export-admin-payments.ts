import { adminPaymentsCsvMessages as csvText } from '../../../domain/messages/admin-payments';
import type { AdminPayment, AdminPaymentsFilter } from '../../../domain/payments/admin-payments-api';
import { adminMethodLabel, paymentStatusLabel } from '../../../domain/payments/status';
import { formatDate, zurichToday } from '../../../domain/time';
import type { AppContext } from '../../context';
import { excelCsv } from '../../http/excel-csv';
import { selectAllAdminPayments } from './admin-payment-queries';

/**
 * Payments for the bookkeeping, Excel-friendly like the participants lists: UTF-8 with a byte-order mark, ';'
 * between fields, CRLF. Amounts as plain decimals (12.50) so a spreadsheet can sum them.
 */
export function adminPaymentsCsv(payments: readonly AdminPayment[]): string {
  const rows = payments.map((p) => [
    formatDate(new Date(p.createdAt)),
    [p.parentName, p.parentEmail && `<${p.parentEmail}>`].filter(Boolean).join(' '),
    p.childName ?? '',
    p.kind === 'campFee' ? `${csvText.campFee} ${p.offerTitle ?? ''}` : (p.offerTitle ?? ''),
    (p.amountCents / 100).toFixed(2),
    paymentStatusLabel(p.status),
    adminMethodLabel(p.method) ?? '',
    p.stripePaymentIntentId ?? '',
  ]);
  return excelCsv([[...csvText.header], ...rows]);
}

/** The filtered payments list as adminPaymentsCsv writes it. */
export async function exportAdminPayments(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  filter: AdminPaymentsFilter,
): Promise<{ fileName: string; csv: string }> {
  const payments = await selectAllAdminPayments(ctx.db, filter);
  return {
    fileName: csvText.fileName(filter.tab, zurichToday(ctx.clock.now())),
    csv: adminPaymentsCsv(payments),
  };
}
