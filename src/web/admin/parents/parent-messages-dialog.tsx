import { messageLogMessages as m } from '@domain/messages/message-log';
import type { AdminParent } from '@domain/parents/admin-parents-api';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Dialog, MessageLogList, Spinner } from '../../ui';
import { Pager } from '../pager';
import { parentName } from './parent-name';
import { useParentMessages } from './parents-queries';

/** "Nachrichten" of a parent (decision 051): every mail and push sent to them with its state, newest first. */
export function ParentMessagesDialog({
  parent,
  onClose,
}: {
  parent: AdminParent | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={parent !== null}
      onOpenChange={(open) => !open && onClose()}
      title={parent ? m.dialogTitle(parentName(parent)) : ''}
      size="lg"
    >
      {parent && <ParentMessages key={parent.id} parentId={parent.id} />}
    </Dialog>
  );
}

function ParentMessages({ parentId }: { parentId: string }) {
  const [page, setPage] = useState(1);
  const messages = useParentMessages(parentId, page);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-700">{m.adminIntro}</p>
      {messages.data ? (
        <>
          <MessageLogList items={messages.data.items} />
          <Pager page={page} hasMore={messages.data.hasMore} onPage={setPage} />
        </>
      ) : messages.isError ? (
        <AlertMessage tone="error">{`${m.loadFailed} ${errorText(messages.error)}`}</AlertMessage>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
