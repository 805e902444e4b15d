import { messageLogMessages as m } from '@domain/messages/message-log';
import { errorText } from '../../lib/api';
import { AlertMessage, Button, Card, MessageLogList, Spinner } from '../../ui';
import { useMyMessages } from './message-log-queries';

/**
 * /profile "Nachrichten" (decision 051): the mails and pushes sent to this parent with subject, time, channel and
 * state. A sign-in code is listed by its subject only; the server never stores the code.
 */
export function MessageLogSection() {
  const messages = useMyMessages();
  return (
    <Card title={m.title}>
      <div className="space-y-3">
        <p className="text-stone-800">{m.intro}</p>
        {messages.data ? (
          <MessageLogList items={messages.data.pages.flatMap((page) => page.items)} />
        ) : messages.isError ? (
          <AlertMessage tone="error">{`${m.loadFailed} ${errorText(messages.error)}`}</AlertMessage>
        ) : (
          <Spinner size="sm" />
        )}
        {messages.hasNextPage && (
          <Button
            variant="secondary"
            size="sm"
            disabled={messages.isFetchingNextPage}
            onClick={() => void messages.fetchNextPage()}
          >
            {m.more}
          </Button>
        )}
      </div>
    </Card>
  );
}
