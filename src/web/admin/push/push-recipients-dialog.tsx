import { MESSAGE_STATES } from '@domain/message-log/message-log-api';
import { adminMessages } from '@domain/messages/admin';
import { adminPushMessages as m } from '@domain/messages/admin-push';
import { messageLogMessages } from '@domain/messages/message-log';
import type { AdminPushHistoryItem } from '@domain/push/admin-push-api';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Dialog, MessageStateBadge, Spinner } from '../../ui';
import { Pager } from '../pager';
import { usePushRecipients } from './push-queries';

/** Who a send reached: the parents per state, each parent with theirs (decision 051); none recorded is the spec's "no recipients" text and note. */
export function PushRecipientsDialog({
  item,
  onClose,
}: {
  item: AdminPushHistoryItem | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={item ? m.recipientsTitle(item.title) : ''}
      size="lg"
    >
      {item && <Recipients key={item.id} historyId={item.id} />}
    </Dialog>
  );
}

function Recipients({ historyId }: { historyId: string }) {
  const [page, setPage] = useState(1);
  const recipients = usePushRecipients(historyId, page);
  if (recipients.isPending) return <Spinner />;
  if (recipients.isError) return <AlertMessage tone="error">{errorText(recipients.error)}</AlertMessage>;
  if (recipients.data.items.length === 0 && page === 1) {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-base font-medium text-stone-900">{adminMessages.noRecipientInfo}</p>
        <p className="text-sm text-stone-700">{adminMessages.noRecipientInfoNote}</p>
      </div>
    );
  }
  const counts = recipients.data.counts;
  return (
    <>
      <ul className="mb-3 flex flex-wrap gap-3 text-sm text-stone-700" aria-label={m.status}>
        {MESSAGE_STATES.filter((state) => counts[state] > 0).map((state) => (
          <li key={state}>
            {messageLogMessages.state[state]}:{' '}
            <span className="font-medium text-stone-900">{counts[state]}</span>
          </li>
        ))}
      </ul>
      <table className="w-full text-left text-sm">
        <thead className="text-stone-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {m.parent}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {m.email}
            </th>
            <th scope="col" className="py-2 font-medium">
              {m.status}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {recipients.data.items.map((r) => (
            <tr key={r.userId}>
              <td className="py-2 pr-3 text-stone-900">{r.parentName}</td>
              <td className="py-2 pr-3 break-all text-stone-700">{r.parentEmail}</td>
              <td className="py-2">
                <MessageStateBadge state={r.state} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} hasMore={recipients.data.hasMore} onPage={setPage} />
    </>
  );
}
