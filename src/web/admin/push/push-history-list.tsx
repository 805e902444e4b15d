import { adminMessages } from '@domain/messages/admin';
import { adminPushMessages as m } from '@domain/messages/admin-push';
import { shellMessages } from '@domain/messages/shell';
import type { AdminPushHistoryItem } from '@domain/push/admin-push-api';
import { formatWeekdayDateTime } from '@domain/time';
import { BellRing, Users } from 'lucide-react';
import { errorText } from '../../lib/api';
import { AlertMessage, Badge, Card, EmptyState, PageSpinner } from '../../ui';
import { Pager } from '../pager';
import { deleteAction, RowActions } from '../row-actions';
import { usePushHistory } from './push-queries';

/** "Push-Historie": one card per send, newest first, with its date in Swiss German, counts and actions. */
export function PushHistoryList({
  page,
  onPage,
  onRecipients,
  onDelete,
}: {
  page: number;
  onPage: (page: number) => void;
  onRecipients: (item: AdminPushHistoryItem) => void;
  onDelete: (item: AdminPushHistoryItem) => void;
}) {
  const history = usePushHistory(page);
  if (history.isPending) return <PageSpinner />;
  if (history.isError) return <AlertMessage tone="error">{errorText(history.error)}</AlertMessage>;
  if (history.data.items.length === 0 && page === 1) {
    return <EmptyState icon={BellRing} title={adminMessages.noPushSent} />;
  }
  return (
    <>
      <ul aria-label={m.historyLabel} className="flex flex-col gap-3">
        {history.data.items.map((item) => (
          <li key={item.id}>
            <Card as="article" dense aria-labelledby={`push-${item.id}`}>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <p className="text-sm text-stone-600">
                    <time dateTime={item.createdAt}>{formatWeekdayDateTime(item.createdAt)}</time>
                    {item.createdByName && ` · ${m.byAdmin(item.createdByName)}`}
                  </p>
                  <h3 id={`push-${item.id}`} className="text-base font-semibold text-stone-900">
                    {item.title}
                  </h3>
                  <p className="mt-1 text-sm whitespace-pre-line text-stone-800">{item.body}</p>
                  <p className="mt-2 flex flex-wrap gap-2">
                    <Badge tone="neutral">{m.recipientTypes[item.recipientType]}</Badge>
                    <Badge tone="neutral">{m.targetLabel(item.targetUrl)}</Badge>
                    <Badge tone="green">{m.sentCount(item.sentTo)}</Badge>
                    {item.failed > 0 && <Badge tone="red">{m.failedCount(item.failed)}</Badge>}
                  </p>
                </div>
                <div className="flex shrink-0">
                  <RowActions
                    name={item.title}
                    actions={[
                      { label: m.showRecipients, icon: Users, onSelect: () => onRecipients(item) },
                      deleteAction(shellMessages.ui.delete, () => onDelete(item)),
                    ]}
                  />
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <Pager page={page} hasMore={history.data.hasMore} onPage={onPage} />
    </>
  );
}
