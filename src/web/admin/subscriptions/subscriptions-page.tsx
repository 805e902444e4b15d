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
import { useDebounced } from '../../lib/debounced';
import { ConfirmDialog, EmptyState, SearchInput, Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui';
import { AdminListPage, ListContent, usePageNotice } from '../admin-list-page';
import { withFailureText } from '../explained-error';
import { Pager } from '../pager';
import { StatBlocks } from '../stat-blocks';
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
  const notice = usePageNotice();

  const data = summary.data;
  const stats = data?.stats;
  /** Opens the grant dialog, for a pack ordered and paid in person or a new one. */
  const grant = (order: AdminPackOrder | null) => {
    setGrantOrder(order);
    setGranting(true);
  };

  const content = (
    <>
      <ListContent query={list} items={list.data?.items} empty={<EmptyState icon={Ticket} title={m.empty} />}>
        {(items) => (
          <PacksTable
            items={items}
            onDetails={(pack) => setDetailsId(pack.id)}
            onChange={notice.clearing((pack: AdminPack, status: PackStatusChange['status']) =>
              setChanging({ pack, status }),
            )}
          />
        )}
      </ListContent>
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
    <AdminListPage
      title={m.pageTitle}
      description={m.description}
      add={{ label: m.grant, onClick: notice.clearing(() => grant(null)) }}
      notice={notice}
    >
      {stats && (
        <StatBlocks
          label={m.statsLabel}
          items={[
            [m.stats.activePacks, stats.activePacks],
            [m.stats.creditsOutstanding, stats.creditsOutstanding],
            [m.stats.outstandingValue, formatChf(stats.outstandingValueCents)],
            [m.stats.expiringSoon, stats.expiringIn30Days],
          ]}
        />
      )}
      <PackOrders onGrant={notice.clearing(grant)} />
      <div className="mb-4 grid gap-3 sm:grid-cols-2">
        <SearchInput
          label={m.search}
          value={text}
          onSearch={(typed) => {
            setText(typed);
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
        onGranted={(name) => notice.setNotice(m.granted(name))}
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
          notice.setNotice(changing.status === 'CANCELLED' ? m.cancelled : m.expired);
        }}
      />
    </AdminListPage>
  );
}
