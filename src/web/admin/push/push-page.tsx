import '../admin-error-texts';
import { adminMessages } from '@domain/messages/admin';
import { adminPushMessages as m } from '@domain/messages/admin-push';
import type { AdminPushHistoryItem, AdminPushSendResponse } from '@domain/push/admin-push-api';
import { pushSendOutcome } from '@domain/push/push-send-outcome';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui';
import { AddButton, PageNotice } from '../admin-list-page';
import { withFailureText } from '../explained-error';
import { ConfirmRowAction } from '../row-actions';
import { StatBlocks } from '../stat-blocks';
import { PushComposeDialog } from './push-compose-dialog';
import { PushHistoryList } from './push-history-list';
import { useDeletePushHistory, usePushHistoryItem, usePushStats } from './push-queries';
import { PushRecipientsDialog } from './push-recipients-dialog';
import { PushSubscribersTable } from './push-subscribers-table';

const one = new Intl.NumberFormat('de-CH', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** How long the page follows a send's delivery before leaving the rest to the history. */
const FOLLOW_MS = 60_000;

type Tab = 'history' | 'subscribers';

// "Push" (admin-back-office.md sections 2, 4, 5 and 8): stats, the warning without devices, the history with its
// recipients and delete, the subscribers, and "Neue Push". A send is followed until every device has its result,
// then the spec's success / partial / failure text shows.
export function AdminPushPage() {
  const stats = usePushStats();
  const [tab, setTab] = useState<Tab>('history');
  const [page, setPage] = useState(1);
  const [composing, setComposing] = useState(false);
  const [recipientsOf, setRecipientsOf] = useState<AdminPushHistoryItem | null>(null);
  const [deleting, setDeleting] = useState<AdminPushHistoryItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState<{ answer: AdminPushSendResponse; since: number } | null>(null);
  const remove = useDeletePushHistory();

  return (
    <>
      <PageHeader
        title={m.pageTitle}
        description={m.description}
        actions={
          <AddButton
            label={m.compose}
            onClick={() => {
              setNotice(null);
              setComposing(true);
            }}
          />
        }
      />
      {sending && <SendProgress sending={sending} onDone={() => setSending(null)} />}
      <PageNotice notice={notice} onDismiss={() => setNotice(null)} />
      {stats.isError && <AlertMessage tone="error">{errorText(stats.error)}</AlertMessage>}
      {stats.data && (
        <StatBlocks
          label={m.statsLabel}
          columns={3}
          items={[
            [m.stats.devices, stats.data.devices],
            [m.stats.parents, stats.data.parents],
            [m.stats.average, one.format(stats.data.averageDevicesPerParent)],
          ]}
        />
      )}
      {stats.data?.devices === 0 && (
        <AlertMessage tone="warning" className="mb-4">
          {m.noDevices}
        </AlertMessage>
      )}
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label={m.tabsLabel}>
          <TabsTrigger value="history">{m.tabs.history}</TabsTrigger>
          <TabsTrigger value="subscribers">{m.tabs.subscribers}</TabsTrigger>
        </TabsList>
        <TabsContent value="history">
          {tab === 'history' && (
            <PushHistoryList
              page={page}
              onPage={setPage}
              onRecipients={setRecipientsOf}
              onDelete={(item) => {
                setNotice(null);
                setDeleting(item);
              }}
            />
          )}
        </TabsContent>
        <TabsContent value="subscribers">{tab === 'subscribers' && <PushSubscribersTable />}</TabsContent>
      </Tabs>
      <PushComposeDialog
        open={composing}
        onClose={() => setComposing(false)}
        onSent={(answer) => {
          setComposing(false);
          setPage(1);
          setSending({ answer, since: Date.now() });
        }}
      />
      <PushRecipientsDialog item={recipientsOf} onClose={() => setRecipientsOf(null)} />
      <ConfirmRowAction
        row={deleting}
        onClose={() => setDeleting(null)}
        title={m.confirmDeleteTitle}
        description={(item) => m.confirmDelete(item.title)}
        onConfirm={async (item) => {
          await withFailureText(adminMessages.pushDeleteFailed, () => remove.mutateAsync(item.id));
          setNotice(m.deleted);
        }}
      />
    </>
  );
}

/** The send's result, followed while its devices still wait (a minute at most; the history keeps counting). */
function SendProgress({
  sending,
  onDone,
}: {
  sending: { answer: AdminPushSendResponse; since: number };
  onDone: () => void;
}) {
  const { answer, since } = sending;
  const [expired, setExpired] = useState(false);
  const queryClient = useQueryClient();
  const outcomeOf = (counts: { sentTo: number; failed: number }) =>
    pushSendOutcome({ devices: answer.devices, ...counts });
  const [latest, setLatest] = useState(answer.history);
  const following = outcomeOf(latest).kind === 'delivering' && !expired;
  const item = usePushHistoryItem(answer.history.id, following);
  useEffect(() => {
    if (item.data) setLatest(item.data.history);
  }, [item.data]);
  const outcome = outcomeOf(latest);

  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), Math.max(0, since + FOLLOW_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [since]);

  // Once every device has its result, the history cards and the stats (a gone device is removed) catch up.
  const finished = outcome.kind !== 'delivering';
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: ['admin', 'push'] });
  }, [finished, queryClient]);

  if (outcome.kind === 'delivering') {
    return (
      <AlertMessage tone="info" className="mb-4" onDismiss={onDone}>
        {expired ? m.stillDelivering(outcome.devices) : m.delivering(outcome.done, outcome.devices)}
      </AlertMessage>
    );
  }
  return (
    <AlertMessage tone={outcome.kind === 'success' ? 'success' : 'error'} className="mb-4" onDismiss={onDone}>
      {outcome.text}
    </AlertMessage>
  );
}
