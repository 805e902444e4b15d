import { CHILD_SEARCH_DEBOUNCE_MS } from '@domain/constants';
import { adminBankCreditMessages as bank, bankCreditReasonLabels } from '@domain/messages/admin-bank';
import { adminPaymentsScreenMessages as s } from '@domain/messages/admin-payments';
import { adminPaymentMessages } from '@domain/messages/payments';
import { formatChf } from '@domain/money';
import type {
  AdminPayment,
  PaymentListTab,
  UnmatchedBankCredit,
  UnmatchedMoney,
} from '@domain/payments/admin-payments-api';
import { formatDate, formatDateTime } from '@domain/time';
import { useEffect, useState } from 'react';
import { errorText } from '../../lib/api';
import { useDebounced } from '../../lib/debounced';
import { AlertMessage, Button, ConfirmDialog, Dialog, Input, PageSpinner, Select } from '../../ui';
import { AdminTable, cellClasses } from '../admin-table';
import { explainedError } from '../explained-error';
import { Pager } from '../pager';
import { RowActions } from '../row-actions';
import { childLabel, offerLabel } from './payment-texts';
import {
  useAdminPayments,
  useAssignUnmatched,
  useRefundUnmatched,
  useReturnUnmatched,
  useUnmatchedMoney,
} from './payments-queries';

const cell = cellClasses(false);
const c = s.unmatchedColumns;

function stateText(money: UnmatchedMoney): string {
  const r = money.resolution;
  if (!r) return s.unmatchedOpen;
  const day = formatDate(new Date(r.resolvedAt));
  if (r.kind === 'ASSIGNED') return s.unmatchedAssigned(day);
  return r.kind === 'RETURNED' ? bank.returned(day) : s.unmatchedRefunded(day);
}

/** Money from the bank: the booking day, the references, the payer and why it paid nothing. */
function BankDetails({ credit }: { credit: UnmatchedBankCredit }) {
  const lines = [
    [bank.reference, credit.reference],
    [bank.bankReference, credit.bankReference],
    [bank.message, credit.message],
  ] as const;
  return (
    <div className="grid gap-0.5 text-sm">
      <span className="font-medium text-stone-800">
        {bank.source} · {bank.bookedOn(formatDate(credit.bookingDate))}
      </span>
      {lines.map(([name, value]) =>
        value ? (
          <span key={name} className="break-all text-stone-700">
            {name}: {value}
          </span>
        ) : null,
      )}
      {credit.reason && <span className="text-stone-600">{bankCreditReasonLabels[credit.reason]}</span>}
    </div>
  );
}

const amountText = (money: UnmatchedMoney) =>
  money.amountCents === null ? s.unknownAmount : formatChf(money.amountCents);

/** Picks the open payment the money pays: searched on the server, only payments of the same amount offered. */
function AssignDialog({
  money,
  onClose,
  onDone,
}: {
  money: UnmatchedMoney | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [tab, setTab] = useState<PaymentListTab>('trainings');
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const assign = useAssignUnmatched();
  useEffect(() => {
    setText(money?.parentEmail ?? money?.bank?.debtorName ?? '');
    setChosen('');
    setError(null);
  }, [money]);
  const q = useDebounced(text.trim(), CHILD_SEARCH_DEBOUNCE_MS);
  const list = useAdminPayments({
    tab,
    status: 'open',
    q,
    sort: 'date',
    dir: 'desc',
    page: 1,
    pageSize: 100,
  });
  const candidates = (list.data?.items ?? []).filter((p) => p.amountCents === money?.amountCents);
  const payment: AdminPayment | undefined = candidates.find((p) => `${p.kind}:${p.id}` === chosen);

  const confirm = async () => {
    if (!money || !payment) return;
    setError(null);
    try {
      await assign.mutateAsync({ id: money.id, payment });
      onDone();
    } catch (err) {
      setError(`${s.assignFailed}: ${errorText(err)}`);
    }
  };

  return (
    <Dialog
      open={money !== null}
      onOpenChange={(open) => !open && !assign.isPending && onClose()}
      title={s.assignTitle}
      description={money ? s.assignDescription(amountText(money)) : ''}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={assign.isPending}>
            {s.cancel}
          </Button>
          <Button onClick={confirm} loading={assign.isPending} disabled={!payment}>
            {s.assign}
          </Button>
        </>
      }
    >
      <div className="grid gap-3">
        <Select
          label={s.assignKind}
          placeholder={false}
          options={(['trainings', 'camps'] as const).map((value) => ({ value, label: s.tabs[value] }))}
          value={tab}
          onChange={(e) => setTab(e.target.value as PaymentListTab)}
        />
        <Input label={s.assignSearch} type="search" value={text} onChange={(e) => setText(e.target.value)} />
        {list.isPending ? (
          <PageSpinner />
        ) : candidates.length === 0 ? (
          <p className="text-stone-700">{s.assignNone}</p>
        ) : (
          <Select
            label={s.assignChoice}
            options={candidates.map((p) => ({
              value: `${p.kind}:${p.id}`,
              label: `${childLabel(p)} – ${offerLabel(p)} – ${formatChf(p.amountCents)}`,
            }))}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
          />
        )}
        {error && <AlertMessage tone="error">{error}</AlertMessage>}
      </div>
    </Dialog>
  );
}

/** Money at Stripe or from the bank that matched no payment: listed until resolved and after, never dropped. */
export function UnmatchedTab({ onNotice }: { onNotice: (message: string) => void }) {
  const [page, setPage] = useState(1);
  const list = useUnmatchedMoney(page);
  const refund = useRefundUnmatched();
  const markReturned = useReturnUnmatched();
  const [assigning, setAssigning] = useState<UnmatchedMoney | null>(null);
  const [refunding, setRefunding] = useState<UnmatchedMoney | null>(null);
  const [returning, setReturning] = useState<UnmatchedMoney | null>(null);

  if (list.isPending) return <PageSpinner />;
  if (list.isError) return <AlertMessage tone="error">{errorText(list.error)}</AlertMessage>;

  return (
    <section aria-labelledby="unmatched-money">
      <h2 id="unmatched-money" className="text-lg font-semibold text-stone-900">
        {s.unmatchedTitle}
      </h2>
      <p className="mb-2 text-sm text-stone-600">{s.unmatchedHint}</p>
      {list.data.items.length === 0 ? (
        <p className="text-stone-700">{s.unmatchedEmpty}</p>
      ) : (
        <AdminTable
          caption={s.unmatchedTitle}
          columns={[c.received, c.amount, c.reference, c.email, c.state, c.actions]}
        >
          {list.data.items.map((money) => (
            <tr key={money.id}>
              <td className={cell}>{formatDateTime(money.receivedAt)}</td>
              <td className={`${cell} tabular-nums`}>{amountText(money)}</td>
              <td className={`${cell} break-all text-sm`}>
                {money.bank ? <BankDetails credit={money.bank} /> : (money.checkoutId ?? money.id)}
              </td>
              <td className={cell}>
                {[money.parentEmail, money.bank?.debtorName].filter(Boolean).join(' · ')}
              </td>
              <td className={cell}>{stateText(money)}</td>
              <td className={cell}>
                {!money.resolution && (
                  <RowActions
                    name={`${amountText(money)}, ${formatDateTime(money.receivedAt)}`}
                    actions={[
                      { label: s.assign, onSelect: () => setAssigning(money) },
                      money.bank
                        ? { label: bank.returnAction, onSelect: () => setReturning(money) }
                        : { label: s.unmatchedRefund, onSelect: () => setRefunding(money) },
                    ]}
                  />
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pager page={page} hasMore={list.data.hasMore} onPage={setPage} />
      <AssignDialog
        money={assigning}
        onClose={() => setAssigning(null)}
        onDone={() => {
          setAssigning(null);
          onNotice(s.assigned);
        }}
      />
      <ConfirmDialog
        open={refunding !== null}
        onOpenChange={(open) => !open && setRefunding(null)}
        title={s.unmatchedRefundTitle}
        confirmLabel={s.unmatchedRefund}
        description={refunding ? s.unmatchedRefundDescription(amountText(refunding)) : ''}
        onConfirm={async () => {
          if (!refunding) return;
          try {
            await refund.mutateAsync(refunding.id);
          } catch (err) {
            throw explainedError(err, `${s.unmatchedRefundTitle}: ${errorText(err)}`);
          }
          onNotice(adminPaymentMessages.refundByCardProvider);
        }}
      />
      <ConfirmDialog
        open={returning !== null}
        onOpenChange={(open) => !open && setReturning(null)}
        title={bank.returnTitle}
        confirmLabel={bank.returnAction}
        tone="primary"
        description={returning ? bank.returnDescription(amountText(returning)) : ''}
        onConfirm={async () => {
          if (!returning) return;
          try {
            await markReturned.mutateAsync(returning.id);
          } catch (err) {
            throw explainedError(err, `${bank.returnFailed}: ${errorText(err)}`);
          }
          onNotice(bank.returnDone);
        }}
      />
    </section>
  );
}
