import type { BulkMarkPaidRequest, PaymentKey } from '../../../domain/bulk/admin-bulk-endpoints';
import { BULK_MAX_ROWS, type BulkActionResult, type BulkSelection } from '../../../domain/bulk/bulk-api';
import { adminBulkMessages as m } from '../../../domain/messages/admin-bulk';
import type { AdminPayment, AdminPaymentsFilter } from '../../../domain/payments/admin-payments-api';
import type { PayableKind } from '../../../domain/payments/payments-api';
import { mayMove } from '../../../domain/payments/transitions';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { bulkExport, resolveSelection, runBulkAction } from '../bulk/run-bulk-action';
import { selectAdminPaymentsByKeys, selectAllAdminPayments } from './admin-payment-queries';
import { adminPaymentsCsv } from './export-admin-payments';
import { type HeldPayment, lockPayments, movePayments } from './payment-state';

// The payments list's bulk actions (decision 056): "Als bar / per Bank bezahlt markieren" and the CSV of exactly
// the selection. Marking goes through the one owner of a payment's status (payment-state.ts), one statement per
// kind, in one transaction. The rule for rows that are not open (paid or refunded): the whole action is refused
// and the dry run says which and how many, never skipped silently, so the count the admin confirmed is the
// count that was marked.

type Selection = BulkSelection<AdminPaymentsFilter, PaymentKey>;

/** The selection's payments as the list shows them: the filter's rows, or those of the keys that exist. */
function selectedPayments(db: DbOrTx, selection: Selection) {
  return resolveSelection(
    selection,
    (keys) => selectAdminPaymentsByKeys(db, keys),
    (filter) => selectAllAdminPayments(db, filter),
    (keys) => new Set(keys.map((key) => `${key.kind}:${key.id}`)).size,
  );
}

/** The payments locked for the run, by kind, with their status as it is now (the list's view may be older). */
async function lockSelected(tx: Tx, payments: AdminPayment[]): Promise<Map<string, HeldPayment>> {
  const held = new Map<string, HeldPayment>();
  for (const kind of ['training', 'camp', 'campFee'] as const) {
    const ids = payments.filter((p) => p.kind === kind).map((p) => p.id);
    for (const payment of await lockPayments(tx, kind, ids)) held.set(`${kind}:${payment.id}`, payment);
  }
  return held;
}

/** Paid and refunded rows, counted by state and named by a few of their children. */
function notOpenRefusal(payments: AdminPayment[]): string | null {
  const blocked = payments.filter((p) => !mayMove('MARK_PAID', p));
  if (blocked.length === 0) return null;
  const byState = new Map<string, number>();
  for (const p of blocked) {
    const state = m.stateCount[p.status as keyof typeof m.stateCount] ?? p.status;
    byState.set(state, (byState.get(state) ?? 0) + 1);
  }
  const states = [...byState].map(([state, count]) => `${count} ${state}`).join(', ');
  const examples = blocked
    .slice(0, 3)
    .map((p) => p.childName)
    .filter(Boolean)
    .join(', ');
  return m.notOpen(blocked.length, payments.length, states, examples);
}

export function markPaymentsPaidInBulk(
  ctx: Pick<AppContext, 'db' | 'clock' | 'jobs'>,
  actorId: string,
  request: BulkMarkPaidRequest,
): Promise<BulkActionResult> {
  const { method } = request;
  let held = new Map<string, HeldPayment>();
  return runBulkAction(ctx, {
    actorId,
    request,
    resolve: async (tx, lock) => {
      const selected = await selectedPayments(tx, request.selection);
      if (!lock || selected.rows.length > BULK_MAX_ROWS) return selected;
      held = await lockSelected(tx, selected.rows);
      // What the lock found decides: a payment paid online a moment ago is no longer open.
      const rows = selected.rows
        .filter((p) => held.has(`${p.kind}:${p.id}`))
        .map((p) => ({ ...p, status: held.get(`${p.kind}:${p.id}`)?.status ?? p.status }));
      return { rows, missing: selected.missing + selected.rows.length - rows.length };
    },
    refusalOf: notOpenRefusal,
    summary: (rows, done) => m.markPaid(rows.length, method, done),
    apply: async (tx, rows, now) => {
      for (const kind of ['training', 'camp', 'campFee'] as const satisfies readonly PayableKind[]) {
        const moves = rows
          .filter((p) => p.kind === kind)
          .map((p) => ({ payment: held.get(`${kind}:${p.id}`)!, record: { method, paidAt: now } }));
        await movePayments(ctx, tx, kind, 'MARK_PAID', moves, now);
      }
      return {};
    },
    audit: { action: 'payment.bulk_mark_paid', details: { method } },
  });
}

/** The CSV of exactly the selected payments, in the list's columns; audited with the count. */
export const exportSelectedPayments = bulkExport({
  action: 'payment.bulk_export',
  list: 'zahlungen',
  selected: selectedPayments,
  csv: (_tx, rows) => adminPaymentsCsv(rows),
});
