import type { SecondParentState } from '@domain/children/children-api';
import { secondParentMessages } from '@domain/messages/family';
import { secondParentEmailSchema } from '@domain/profile';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Button, Card, ConfirmDialog, Input, Spinner } from '../../ui';
import { useSecondParent, useSecondParentLink } from './children-queries';

// "Elternteil 2" (parent-portal.md section 2): unlinked, primary (linked or waiting for the partner's first
// sign-in) or secondary. The outcome of the last action shows below, in the words of the catalogue.

type Notice = { tone: 'success' | 'info' | 'error'; text: string };

export function SecondParentSection() {
  const state = useSecondParent();
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <Card title={secondParentMessages.title}>
      <p className="mb-4 text-base text-stone-700">{secondParentMessages.intro}</p>
      {state.isPending && <Spinner />}
      {state.isError && <AlertMessage tone="error">{errorText(state.error)}</AlertMessage>}
      {state.data && <SecondParentBody state={state.data} onNotice={setNotice} />}
      {notice && (
        <AlertMessage tone={notice.tone} className="mt-4" onDismiss={() => setNotice(null)}>
          {notice.text}
        </AlertMessage>
      )}
    </Card>
  );
}

function SecondParentBody({
  state,
  onNotice,
}: {
  state: SecondParentState;
  onNotice: (notice: Notice | null) => void;
}) {
  switch (state.role) {
    case 'none':
      return <LinkForm onNotice={onNotice} />;
    case 'primary':
      return (
        <LinkedPartner
          heading={
            state.status === 'linked'
              ? secondParentMessages.linkedWith(state.email)
              : secondParentMessages.pendingWith(state.email)
          }
          note={state.status === 'pending' ? secondParentMessages.pendingNote : null}
          action={secondParentMessages.remove}
          confirm={secondParentMessages.confirmRemove(state.email)}
          onNotice={onNotice}
        />
      );
    case 'secondary':
      return (
        <LinkedPartner
          heading={secondParentMessages.managedBy(state.primary.name)}
          note={state.primary.email}
          action={secondParentMessages.separate}
          confirm={secondParentMessages.confirmSeparate(state.primary.name)}
          onNotice={onNotice}
        />
      );
  }
}

function LinkForm({ onNotice }: { onNotice: (notice: Notice | null) => void }) {
  const { link } = useSecondParentLink();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    onNotice(null);
    const parsed = secondParentEmailSchema.safeParse(email);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    try {
      const { secondParent } = await link.mutateAsync(parsed.data);
      const pending = secondParent.role === 'primary' && secondParent.status === 'pending';
      onNotice(
        pending
          ? { tone: 'info', text: secondParentMessages.pending }
          : { tone: 'success', text: secondParentMessages.linked },
      );
    } catch (error) {
      onNotice({ tone: 'error', text: secondParentMessages.error(errorText(error)) });
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Input
        label={secondParentMessages.emailLabel}
        type="email"
        autoComplete="off"
        className="flex-1"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldError}
      />
      <Button type="submit" loading={link.isPending} className="sm:mt-7">
        {secondParentMessages.link}
      </Button>
    </form>
  );
}

function LinkedPartner({
  heading,
  note,
  action,
  confirm,
  onNotice,
}: {
  heading: string;
  note: string | null;
  action: string;
  confirm: string;
  onNotice: (notice: Notice | null) => void;
}) {
  const { unlink } = useSecondParentLink();
  const [confirming, setConfirming] = useState(false);

  const run = async () => {
    onNotice(null);
    try {
      await unlink.mutateAsync();
      onNotice({ tone: 'success', text: secondParentMessages.unlinked });
    } catch {
      onNotice({ tone: 'error', text: secondParentMessages.unlinkFailed });
    }
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-stone-900">{heading}</p>
        {note && <p className="text-sm break-words text-stone-600">{note}</p>}
      </div>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {action}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={secondParentMessages.title}
        description={confirm}
        confirmLabel={action}
        onConfirm={run}
      />
    </div>
  );
}
