import '../admin-error-texts';
import { CHILD_SEARCH_DEBOUNCE_MS } from '@domain/constants';
import { adminPacksMessages as m } from '@domain/messages/admin-packs';
import { formatChf } from '@domain/money';
import { ADMIN_PAGE_SIZE, pageCount } from '@domain/paging';
import {
  ADMIN_PACK_TABS,
  type AdminPack,
  type AdminPackOrder,
  type AdminPackTab,
  type PackStatusChange,
} from '@domain/payments/credit-packs-admin-api';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { useDebounced } from '../../lib/debounced';
import {
  AlertMessage,
  ConfirmDialog,
  EmptyState,
  Input,
  PageHeader,
  PageSpinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '../../ui';
import { withFailureText } from '../explained-error';
import { AddButton, PageNotice } from '../page-header-parts';
import { Pager } from '../pager';
import { GrantPackDialog } from './grant-pack-dialog';
import { PackDetailsDialog } from './pack-details-dialog';
import { PackOrders } from './pack-orders';
import { PacksTable } from './packs-table';
import { useAdminPacks, useAdminPacksSummary, useChangePackStatus } from './subscriptions-queries';

const number = new Intl.NumberFormat('de-CH');

// "Abos" (admin-back-office.md sections 2 and 3): every family's credit packs by tab, searched by name or e-mail
// and paged by the server; stats over the search; details with the consumption history; expire or cancel an
// active pack after confirmation; a pack granted to a parent who paid in person.
export function AdminSubscriptionsPage() {
  const [tab, setTab] = useState<AdminPackTab>('active');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(text.trim(), CHILD_SEARCH_DEBOUNCE_MS);
  const list = useAdminPacks({ tab, q, page, pageSize: ADMIN_PAGE_SIZE });
  const summary = useAdminPacksSummary(q);
  const change = useChangePackStatus();
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [changing, setChanging] = useState<{ pack: AdminPack; status: PackStatusChange['status'] } | null>(
    null,
  );
  const [granting, setGranting] = useState(false);
  const [grantOrder, setGrantOrder] = useState<AdminPackOrder | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const data = summary.data;
  const stats = data?.stats;

  const content = (
    <>
      {list.isPending && <PageSpinner />}
      {list.isError && <AlertMessage tone="error">{errorText(list.error)}</AlertMessage>}
      {list.data?.items.length === 0 && <EmptyState icon={Ticket} title={m.empty} />}
      {list.data && list.data.items.length > 0 && (
        <PacksTable
          items={list.data.items}
          onDetails={(pack) => setDetailsId(pack.id)}
          onChange={(pack, status) => {
            setNotice(null);
            setChanging({ pack, status });
          }}
        />
      )}
      {list.data && (
        <Pager
          page={page}
          hasMore={list.data.hasMore}
          {...(data ? { pages: pageCount(data.tabs[tab], ADMIN_PAGE_SIZE) } : {})}
          onPage={setPage}
        />
      )}
    </>
  );

  return (
    <>
      <PageHeader
        title={m.pageTitle}
        description={m.description}
        actions={
          <AddButton
            label={m.grant}
            onClick={() => {
              setNotice(null);
              setGrantOrder(null);
              setGranting(true);
            }}
          />
        }
      />
      <PageNotice notice={notice} onDismiss={() => setNotice(null)} />
      {stats && (
        <section aria-label={m.statsLabel} className="mb-4">
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {(
              [
                [m.stats.activePacks, number.format(stats.activePacks)],
                [m.stats.creditsOutstanding, number.format(stats.creditsOutstanding)],
                [m.stats.outstandingValue, formatChf(stats.outstandingValueCents)],
                [m.stats.expiringSoon, number.format(stats.expiringIn30Days)],
              ] as const
            ).map(([name, value]) => (
              <div key={name} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
                <dt className="text-sm text-stone-600">{name}</dt>
                <dd className="mt-1 text-2xl font-bold text-stone-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <PackOrders
        onGrant={(order) => {
          setNotice(null);
          setGrantOrder(order);
          setGranting(true);
        }}
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2">
        <Input
          label={m.search}
          type="search"
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPage(1);
          }}
        />
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value as AdminPackTab);
          setPage(1);
        }}
      >
        <TabsList aria-label={m.tabsLabel}>
          {ADMIN_PACK_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {m.tabs[value]}
              {data ? ` (${number.format(data.tabs[value])})` : ''}
            </TabsTrigger>
          ))}
        </TabsList>
        {ADMIN_PACK_TABS.map((value) => (
          <TabsContent key={value} value={value}>
            {tab === value && content}
          </TabsContent>
        ))}
      </Tabs>
      <PackDetailsDialog packId={detailsId} onClose={() => setDetailsId(null)} />
      <GrantPackDialog
        key={grantOrder?.orderId ?? 'new'}
        open={granting}
        order={grantOrder}
        onClose={() => setGranting(false)}
        onGranted={(name) => setNotice(m.granted(name))}
      />
      <ConfirmDialog
        open={changing !== null}
        onOpenChange={(open) => !open && setChanging(null)}
        title={changing?.status === 'CANCELLED' ? m.confirmCancelTitle : m.confirmExpireTitle}
        description={
          changing
            ? (changing.status === 'CANCELLED' ? m.confirmCancel : m.confirmExpire)(
                changing.pack.parentName,
                changing.pack.creditsRemaining,
              )
            : ''
        }
        confirmLabel={changing?.status === 'CANCELLED' ? m.cancel : m.expire}
        onConfirm={async () => {
          if (!changing) return;
          const failure = changing.status === 'CANCELLED' ? m.cancelFailed : m.expireFailed;
          await withFailureText(failure, () =>
            change.mutateAsync({ id: changing.pack.id, change: { status: changing.status } }),
          );
          setNotice(changing.status === 'CANCELLED' ? m.cancelled : m.expired);
        }}
      />
    </>
  );
}
