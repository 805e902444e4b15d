import '../admin-error-texts';
import type { BulkPaidMethod, PaymentKey } from '@domain/bulk/admin-bulk-endpoints';
import { CHILD_SEARCH_DEBOUNCE_MS } from '@domain/constants';
import { adminBulkMessages as b } from '@domain/messages/admin-bulk';
import { adminPaymentsScreenMessages as s } from '@domain/messages/admin-payments';
import { adminPaymentMessages, paymentMessages } from '@domain/messages/payments';
import { formatChf } from '@domain/money';
import { ADMIN_PAGE_SIZE, pageCount } from '@domain/paging';
import {
  type AdminPayment,
  type AdminPaymentsFilter,
  PAYMENT_SORTS,
  PAYMENT_STATUS_FILTERS,
  type PaymentListTab,
  type PaymentSort,
  type PaymentStatusFilter,
} from '@domain/payments/admin-payments-api';
import type { PaymentAction } from '@domain/payments/status';
import { ArrowDownWideNarrow, ArrowUpNarrowWide, Wallet } from 'lucide-react';
import { useState } from 'react';
import { ApiError, call, errorText, pathOf } from '../../lib/api';
import { useDebounced } from '../../lib/debounced';
import {
  AlertMessage,
  Button,
  buttonClasses,
  ConfirmDialog,
  EmptyState,
  PageSpinner,
  SearchInput,
  Select,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '../../ui';
import { AdminListPage, usePageNotice } from '../admin-list-page';
import { BulkActionButton, BulkExportButton } from '../bulk/bulk-actions';
import { BulkBar } from '../bulk/bulk-bar';
import { downloadSelection } from '../bulk/bulk-download';
import { useSelection } from '../bulk/use-selection';
import { explainedError } from '../explained-error';
import { Pager } from '../pager';
import { StatBlocks } from '../stat-blocks';
import { BankTab } from './bank-tab';
import { MarkPaidDialog } from './mark-paid-dialog';
import { PaymentGroups } from './payment-groups';
import { PaymentLinkDialog } from './payment-link-dialog';
import { childLabel, refundDoneMessage, refundHow } from './payment-texts';
import {
  paymentsSearch,
  useAdminPaymentGroups,
  useAdminPayments,
  useRefund,
  useResetPayment,
  useSettleWithCredit,
} from './payments-queries';
import { PaymentsTable, paymentKey } from './payments-table';
import { RefundsTab } from './refunds-tab';
import { UnmatchedTab } from './unmatched-tab';

type MainTab = PaymentListTab | 'refunds' | 'unmatched' | 'bank';

function Summary({
  summary,
}: {
  summary: NonNullable<ReturnType<typeof useAdminPayments>['data']>['summary'];
}) {
  return (
    <StatBlocks
      label={s.summaryLabel}
      note={s.summaryNote}
      items={[
        [s.received, formatChf(summary.receivedCents)],
        [s.outstanding, formatChf(summary.outstandingCents)],
        [s.refunded, formatChf(summary.refundedCents)],
        [s.count, summary.counts.total],
      ]}
    />
  );
}

function PaymentsTab({ tab, onNotice }: { tab: PaymentListTab; onNotice: (message: string | null) => void }) {
  const [status, setStatus] = useState<PaymentStatusFilter>('all');
  const [text, setText] = useState('');
  const [sort, setSort] = useState<PaymentSort>('date');
  const [dir, setDir] = useState<'asc' | 'desc'>('desc');
  const [grouped, setGrouped] = useState(false);
  const [page, setPage] = useState(1);
  const q = useDebounced(text.trim(), CHILD_SEARCH_DEBOUNCE_MS);
  const filter: AdminPaymentsFilter = { tab, status, q, sort, dir };
  // The grouped view reads groups with their figures instead of the page of payments: only one of them is asked.
  const list = useAdminPayments({ ...filter, page, pageSize: ADMIN_PAGE_SIZE }, !grouped);
  const groups = useAdminPaymentGroups({ ...filter, page, pageSize: ADMIN_PAGE_SIZE }, grouped);
  const shown = grouped ? groups : list;
  const settle = useSettleWithCredit();
  const refund = useRefund();
  const reset = useResetPayment();
  const [marking, setMarking] = useState<AdminPayment | null>(null);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  // Reopening a payment recorded by hand and resetting a refunded or failed one are one move on the server, with
  // the spec's own failure text each ('Fehler beim Aktualisieren der Zahlung', '... beim Zurücksetzen ...').
  const [resetting, setResetting] = useState<{ payment: AdminPayment; reopen: boolean } | null>(null);
  const [linking, setLinking] = useState<AdminPayment | null>(null);
  const [error, setError] = useState<string | null>(null);

  const act = async (payment: AdminPayment, action: PaymentAction | 'LINK') => {
    onNotice(null);
    setError(null);
    if (action === 'LINK') return setLinking(payment);
    if (action === 'MARK_PAID') return setMarking(payment);
    if (action === 'REFUND') return setRefunding(payment);
    if (action === 'RESET' || action === 'REOPEN')
      return setResetting({ payment, reopen: action === 'REOPEN' });
    try {
      await settle.mutateAsync(payment);
      onNotice(paymentMessages.creditApplied);
    } catch (err) {
      setError(
        err instanceof ApiError && err.code === 'CREDIT_NOT_APPLICABLE'
          ? errorText(err)
          : `${adminPaymentMessages.creditSettleFailed}: ${errorText(err)}`,
      );
    }
  };

  const filterChanged =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const total = grouped ? (groups.data?.groupCount ?? undefined) : list.data?.summary.counts.total;
  // Rows are selected in the list view (the grouped view shows groups); "all matches" is the list's filter.
  const selection = useSelection<AdminPaymentsFilter, PaymentKey>({
    filter,
    rows: list.data?.items.map(paymentKey) ?? [],
    total: list.data?.summary.counts.total,
    keyOf: ({ kind, id }) => `${kind}:${id}`,
  });
  const markPaid = (method: BulkPaidMethod) => (options: { dryRun: boolean; expectedCount?: number }) =>
    call('POST /admin/payments/bulk/mark-paid', {
      body: { selection: selection.request(), method, ...options },
    });
  const bulkDone = (summary: string) => {
    selection.clear();
    onNotice(`${summary}.`);
  };

  return (
    <>
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">{s.statusTabsLabel}</legend>
        {PAYMENT_STATUS_FILTERS.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={status === value ? 'primary' : 'secondary'}
            aria-pressed={status === value}
            onClick={() => filterChanged(setStatus)(value)}
          >
            {s.statusTabs[value]}
          </Button>
        ))}
      </fieldset>
      <section
        aria-label={s.filtersLabel}
        className="mb-4 grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <SearchInput
          label={s.search}
          placeholder={s.searchPlaceholder}
          value={text}
          onSearch={filterChanged(setText)}
        />
        <div className="flex items-end gap-2">
          <Select
            label={s.sort}
            className="grow"
            placeholder={false}
            options={PAYMENT_SORTS.map((value) => ({ value, label: s.sorts[value] }))}
            value={sort}
            onChange={(e) => filterChanged(setSort)(e.target.value as PaymentSort)}
          />
          <Button
            variant="secondary"
            aria-label={s.sortDirection(dir === 'asc')}
            title={dir === 'asc' ? s.ascending : s.descending}
            icon={
              dir === 'asc' ? (
                <ArrowUpNarrowWide aria-hidden="true" className="size-4" />
              ) : (
                <ArrowDownWideNarrow aria-hidden="true" className="size-4" />
              )
            }
            onClick={() => filterChanged(setDir)(dir === 'asc' ? 'desc' : 'asc')}
          />
        </div>
        <Select
          label={s.view}
          placeholder={false}
          options={(['list', 'grouped'] as const).map((value) => ({ value, label: s.views[value] }))}
          value={grouped ? 'grouped' : 'list'}
          onChange={(e) => filterChanged(setGrouped)(e.target.value === 'grouped')}
        />
        <a
          className={buttonClasses('secondary', 'md')}
          href={`/api${pathOf('GET /admin/payments/export.csv')}${paymentsSearch(filter)}`}
          download
        >
          {s.exportCsv}
        </a>
      </section>
      {shown.data && <Summary summary={shown.data.summary} />}
      {error && (
        <AlertMessage tone="error" className="mb-4" onDismiss={() => setError(null)}>
          {error}
        </AlertMessage>
      )}
      {shown.isPending && <PageSpinner />}
      {shown.isError && <AlertMessage tone="error">{errorText(shown.error)}</AlertMessage>}
      {shown.data?.items.length === 0 && (
        <EmptyState icon={Wallet} title={q || status !== 'all' ? s.noMatch : s.empty} />
      )}
      {!grouped && (
        <BulkBar selection={selection}>
          <BulkActionButton label={b.markPaidCash} run={markPaid('CASH')} onDone={bulkDone} />
          <BulkActionButton label={b.markPaidBank} run={markPaid('BANK_TRANSFER')} onDone={bulkDone} />
          <BulkExportButton
            download={() =>
              downloadSelection('POST /admin/payments/bulk/export.csv', { selection: selection.request() })
            }
            onError={setError}
          />
        </BulkBar>
      )}
      {!grouped && list.data && list.data.items.length > 0 && (
        <PaymentsTable
          items={list.data.items}
          onAction={act}
          caption={s.listLabel}
          showOffer
          selection={selection}
        />
      )}
      {grouped && groups.data && groups.data.items.length > 0 && (
        <PaymentGroups tab={tab} filter={filter} groups={groups.data.items} onAction={act} />
      )}
      {shown.data && (
        <Pager
          page={page}
          hasMore={shown.data.hasMore}
          {...(total === undefined ? {} : { pages: pageCount(total, ADMIN_PAGE_SIZE) })}
          onPage={setPage}
        />
      )}
      <PaymentLinkDialog payment={linking} onClose={() => setLinking(null)} />
      <MarkPaidDialog
        payment={marking}
        onClose={() => setMarking(null)}
        onDone={(message) => {
          setMarking(null);
          onNotice(message);
        }}
      />
      <ConfirmDialog
        open={refunding !== null}
        onOpenChange={(open) => !open && setRefunding(null)}
        title={s.refundTitle}
        confirmLabel={s.refundConfirm}
        description={
          refunding
            ? s.refundDescription(
                childLabel(refunding),
                formatChf(refunding.amountCents),
                refundHow(refunding),
              )
            : ''
        }
        onConfirm={async () => {
          if (!refunding) return;
          try {
            onNotice(refundDoneMessage(await refund.mutateAsync(refunding)));
          } catch (err) {
            throw explainedError(err, `${adminPaymentMessages.refundFailed}: ${errorText(err)}`);
          }
        }}
      />
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(open) => !open && setResetting(null)}
        title={s.resetTitle}
        confirmLabel={s.resetConfirm}
        tone="primary"
        description={resetting ? s.resetDescription(childLabel(resetting.payment)) : ''}
        onConfirm={async () => {
          if (!resetting) return;
          try {
            await reset.mutateAsync(resetting.payment);
          } catch (err) {
            const failed = resetting.reopen
              ? adminPaymentMessages.updateFailed
              : adminPaymentMessages.resetFailed;
            throw explainedError(err, `${failed}: ${errorText(err)}`);
          }
          onNotice(adminPaymentMessages.markedOpen);
        }}
      />
    </>
  );
}

// "Zahlungen" (admin-back-office.md section 2): training and camp payments with their status tabs, search, sort,
// list or grouped view, summary blocks over the filtered set and the moves of the state machine; the Refunds tab;
// money that matched nothing; the bank statement import and the bookkeeping month (issue 17).
export function AdminPaymentsPage() {
  const [tab, setTab] = useState<MainTab>('trainings');
  const notice = usePageNotice();
  const { setNotice } = notice;
  return (
    <AdminListPage title={s.pageTitle} description={s.description} notice={notice}>
      <Tabs value={tab} onValueChange={(value) => setTab(value as MainTab)}>
        <TabsList className="mb-4">
          {(['trainings', 'camps', 'refunds', 'unmatched', 'bank'] as const).map((value) => (
            <TabsTrigger key={value} value={value}>
              {s.tabs[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="trainings">
          <PaymentsTab tab="trainings" onNotice={setNotice} />
        </TabsContent>
        <TabsContent value="camps">
          <PaymentsTab tab="camps" onNotice={setNotice} />
        </TabsContent>
        <TabsContent value="refunds">
          <RefundsTab onNotice={setNotice} />
        </TabsContent>
        <TabsContent value="unmatched">
          <UnmatchedTab onNotice={setNotice} />
        </TabsContent>
        <TabsContent value="bank">
          <BankTab onImported={() => setNotice(null)} />
        </TabsContent>
      </Tabs>
    </AdminListPage>
  );
}
