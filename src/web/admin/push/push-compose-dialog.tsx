import { adminMessages } from '@domain/messages/admin';
import { adminPushMessages as m } from '@domain/messages/admin-push';
import { shellMessages } from '@domain/messages/shell';
import type { AdminPushSendResponse } from '@domain/push/admin-push-api';
import {
  DEFAULT_PUSH_TARGET,
  PUSH_BODY_MAX,
  PUSH_TARGETS,
  PUSH_TITLE_MAX,
  type PushComposeInput,
  type PushTarget,
} from '@domain/push/push-compose';
import { pushSendBlockedReason } from '@domain/push/push-send-outcome';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Button, Dialog, Input, Select, Textarea } from '../../ui';
import { PushParentPicker } from './push-parent-picker';
import { useSendPush } from './push-queries';

// "Neue Push" (admin-back-office.md sections 4, 5 and 9): title (50) and message (200) with counters, the target
// page from the fixed list, all parents or chosen ones. The send button stays disabled while the compose rules
// refuse the input, and the rule's own text says why.

type Recipients = 'all' | 'selected';

export function PushComposeDialog({
  open,
  onClose,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  onSent: (answer: AdminPushSendResponse) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={m.composeTitle} size="lg">
      {open && <ComposeForm onClose={onClose} onSent={onSent} />}
    </Dialog>
  );
}

function ComposeForm({
  onClose,
  onSent,
}: {
  onClose: () => void;
  onSent: (answer: AdminPushSendResponse) => void;
}) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [targetUrl, setTargetUrl] = useState<PushTarget>(DEFAULT_PUSH_TARGET);
  const [recipients, setRecipients] = useState<Recipients>('all');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [sendError, setSendError] = useState<string | null>(null);
  const send = useSendPush();
  const reasonId = useId();
  const radioName = useId();

  const input: PushComposeInput = {
    title,
    body,
    targetUrl,
    recipients,
    userIds: recipients === 'selected' ? [...selected] : [],
  };
  const blocked = pushSendBlockedReason(input);

  const submit = async () => {
    setSendError(null);
    if (blocked) return;
    try {
      onSent(await send.mutateAsync(input));
    } catch (error) {
      setSendError(adminMessages.pushSendFailed(errorText(error)));
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Input
        label={m.title}
        required
        autoComplete="off"
        maxLength={PUSH_TITLE_MAX}
        value={title}
        hint={m.counter(title.length, PUSH_TITLE_MAX)}
        onChange={(e) => setTitle(e.target.value)}
      />
      <Textarea
        label={m.body}
        required
        rows={4}
        maxLength={PUSH_BODY_MAX}
        value={body}
        hint={m.counter(body.length, PUSH_BODY_MAX)}
        onChange={(e) => setBody(e.target.value)}
      />
      <Select
        label={m.target}
        placeholder={false}
        options={PUSH_TARGETS.map((value) => ({ value, label: `${m.targets[value] ?? value} (${value})` }))}
        value={targetUrl}
        onChange={(e) => setTargetUrl(e.target.value as PushTarget)}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-800">{m.recipients}</legend>
        {(['all', 'selected'] as const).map((value) => (
          <label key={value} className="flex cursor-pointer items-center gap-3 text-base text-stone-800">
            <input
              type="radio"
              name={radioName}
              value={value}
              checked={recipients === value}
              onChange={() => setRecipients(value)}
              className="size-5 accent-brand-700"
            />
            {value === 'all' ? m.recipientsAll : m.recipientsSelected}
          </label>
        ))}
      </fieldset>
      {recipients === 'selected' && <PushParentPicker selected={selected} onChange={setSelected} />}
      {sendError && <AlertMessage tone="error">{sendError}</AlertMessage>}
      {blocked && (
        <p id={reasonId} className="text-sm font-medium text-stone-700">
          {blocked}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {shellMessages.ui.cancel}
        </Button>
        <Button
          type="submit"
          icon={<Send aria-hidden="true" className="size-4" />}
          disabled={blocked !== null}
          aria-describedby={blocked ? reasonId : undefined}
          loading={send.isPending}
        >
          {m.send}
        </Button>
      </div>
    </form>
  );
}
