import type { SecondParentState } from '@domain/children/children-api';
import { secondParentMessages } from '@domain/messages/family';
import { secondParentEmailSchema } from '@domain/profile';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Button, Card, ConfirmDialog, Input, Spinner } from '../../ui';
import { useSecondParent, useSecondParentActions } from '../family';

// "Elternteil 2" (parent-portal.md section 2, decision 012): unlinked, offered (waiting for the named parent to
// accept, withdrawable), linked as primary or as secondary. The outcome of the last action shows below, in the
// words of the catalogue. Offers made to this parent are answered on the profile (PartnerOffersCard).

type Notice = { tone: 'success' | 'info' | 'error'; text: string };

export function SecondParentSection() {
  const state = useSecondParent();
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <Card title={secondParentMessages.title}>
      <p className="mb-4 text-base text-stone-700">{secondParentMessages.intro}</p>
      {state.isPending && <Spinner />}
      {state.isError && <AlertMessage tone="error">{errorText(state.error)}</AlertMessage>}
      {state.data && <SecondParentBody state={state.data.secondParent} onNotice={setNotice} />}
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
      return state.status === 'linked' ? (
        <LinkedPartner
          heading={secondParentMessages.linkedWith(state.email)}
          note={null}
          action={secondParentMessages.remove}
          confirm={secondParentMessages.confirmRemove(state.email)}
          done={secondParentMessages.unlinked}
          onNotice={onNotice}
        />
      ) : (
        <LinkedPartner
          heading={secondParentMessages.pendingWith(state.email)}
          note={secondParentMessages.pendingNote}
          action={secondParentMessages.withdraw}
          confirm={secondParentMessages.confirmWithdraw(state.email)}
          done={secondParentMessages.withdrawn}
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
          done={secondParentMessages.unlinked}
          onNotice={onNotice}
        />
      );
  }
}

function LinkForm({ onNotice }: { onNotice: (notice: Notice | null) => void }) {
  const { offer } = useSecondParentActions();
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
      await offer.mutateAsync(parsed.data);
      onNotice({ tone: 'info', text: secondParentMessages.offered });
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
      <Button type="submit" loading={offer.isPending} className="sm:mt-7">
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
  done,
  onNotice,
}: {
  heading: string;
  note: string | null;
  action: string;
  confirm: string;
  /** What the notice says once the action succeeded. */
  done: string;
  onNotice: (notice: Notice | null) => void;
}) {
  const { end } = useSecondParentActions();
  const [confirming, setConfirming] = useState(false);

  const run = async () => {
    onNotice(null);
    try {
      await end.mutateAsync();
      onNotice({ tone: 'success', text: done });
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
