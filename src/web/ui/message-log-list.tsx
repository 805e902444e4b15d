import type { MessageLogEntry, MessageState } from '@domain/message-log/message-log-api';
import { messageLogMessages as m } from '@domain/messages/message-log';
import { formatDateTime } from '@domain/time';
import { Badge, type BadgeTone } from './badge';

// The message log's rows (decision 051), the same for the parent's "Nachrichten" and the admin's view of a parent.

const messageStateTone: Record<MessageState, BadgeTone> = {
  queued: 'neutral',
  sent: 'info',
  delivered: 'green',
  bounced: 'red',
  failed: 'red',
  expired: 'yellow',
};

export function MessageStateBadge({ state }: { state: MessageState }) {
  return <Badge tone={messageStateTone[state]}>{m.state[state]}</Badge>;
}

export function MessageLogList({ items }: { items: readonly MessageLogEntry[] }) {
  if (items.length === 0) return <p className="text-sm text-stone-700">{m.empty}</p>;
  return (
    <ul className="divide-y divide-stone-100" aria-label={m.title}>
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
          <div className="min-w-0">
            <p className="break-words text-sm font-medium text-stone-900">{item.subject}</p>
            <p className="text-xs text-stone-600">
              <time dateTime={item.queuedAt}>{formatDateTime(item.queuedAt)}</time>
              {' · '}
              {m.channel[item.channel]}
            </p>
          </div>
          <MessageStateBadge state={item.state} />
        </li>
      ))}
    </ul>
  );
}
