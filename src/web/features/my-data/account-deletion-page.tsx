import { myDataMessages as m } from '@domain/messages/my-data';
import type { DeletionPreview } from '@domain/my-data/my-data-api';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../lib/api';
import { paths } from '../../lib/paths';
import { AlertMessage, Button, buttonClasses, Card, Input, PageHeader, PageSpinner } from '../../ui';
import { deletionErrorText } from './deletion-error-text';
import { useConfirmDeletion, useDeletionPreview, useRequestDeletionCode } from './my-data-queries';

// /profile/konto-loeschen (issue 18, decision 037): first exactly what is erased and what is kept and why, then a
// fresh code by mail, then the erasure. While a booking is ahead or money is open, the page says what to settle
// and offers no code.

function PreviewLists({ preview }: { preview: DeletionPreview }) {
  const { erased, kept } = preview;
  const erasedLines = [
    m.erasedProfile,
    m.erasedChildren(erased.children),
    erased.bookings > 0 && m.erasedBookings(erased.bookings),
    erased.photoTags > 0 && m.erasedPhotoTags(erased.photoTags),
    erased.supportRequests > 0 && m.erasedSupport(erased.supportRequests),
    erased.pushDevices > 0 && m.erasedDevices(erased.pushDevices),
    erased.calendarLink && m.erasedCalendar,
    erased.shopOrders > 0 && m.erasedShop(erased.shopOrders),
    m.erasedSessions,
    m.erasedMessages,
  ].filter((line): line is string => Boolean(line));
  return (
    <>
      <Card title={m.erasedTitle} titleAs="h2">
        <ul className="list-disc space-y-1 pl-5 text-stone-800">
          {erasedLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Card>
      <Card title={m.keptTitle} titleAs="h2">
        <div className="flex flex-col gap-2 text-stone-800">
          <p>{m.keptPayments(kept.payments, kept.paidCents, kept.packs)}</p>
          <p className="text-sm text-stone-700">{m.keptWhy}</p>
          {kept.creditsForfeited > 0 && (
            <AlertMessage tone="warning">{m.creditsForfeited(kept.creditsForfeited)}</AlertMessage>
          )}
        </div>
      </Card>
      {preview.partnerLinked && (
        <Card title={m.partnerTitle} titleAs="h2">
          <p className="text-stone-800">{m.partnerText}</p>
        </Card>
      )}
    </>
  );
}

function Confirmation({ onDeleted }: { onDeleted: () => void }) {
  const requestCode = useRequestDeletionCode();
  const confirm = useConfirmDeletion();
  const [code, setCode] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await confirm.mutateAsync(code.trim());
      onDeleted();
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <Card title={m.confirmTitle} titleAs="h2">
      <div className="flex flex-col gap-3">
        <p className="text-stone-800">{m.confirmText}</p>
        <div>
          <Button
            variant={requestCode.isSuccess ? 'secondary' : 'primary'}
            onClick={() => requestCode.mutate()}
            loading={requestCode.isPending}
          >
            {m.sendCode}
          </Button>
        </div>
        {requestCode.isError && <AlertMessage tone="error">{errorText(requestCode.error)}</AlertMessage>}
        {requestCode.isSuccess && (
          <form onSubmit={submit} className="flex flex-col gap-3">
            <AlertMessage tone="success">{m.codeSent}</AlertMessage>
            <Input
              label={m.codeLabel}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
            />
            {confirm.isError && <AlertMessage tone="error">{deletionErrorText(confirm.error)}</AlertMessage>}
            <div>
              <Button
                type="submit"
                variant="danger"
                loading={confirm.isPending}
                disabled={code.trim().length !== 6}
              >
                {m.confirmButton}
              </Button>
            </div>
          </form>
        )}
      </div>
    </Card>
  );
}

export function AccountDeletionPage() {
  const preview = useDeletionPreview();
  const queryClient = useQueryClient();
  const [deleted, setDeleted] = useState(false);

  if (deleted) {
    return (
      <div className="flex max-w-2xl flex-col gap-6">
        <PageHeader title={m.deleted} />
        <Card>
          <div className="flex flex-col gap-3">
            <p className="text-stone-800">{m.deletedText}</p>
            <div>
              <Button
                onClick={() => {
                  // Nothing of the erased account stays in memory: a fresh start on the landing page.
                  queryClient.clear();
                  window.location.assign(paths.home);
                }}
              >
                {m.toHome}
              </Button>
            </div>
          </div>
        </Card>
      </div>
    );
  }

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <PageHeader title={m.deleteTitle} />
      {preview.isPending ? (
        <PageSpinner />
      ) : preview.isError ? (
        <AlertMessage tone="error">{m.loadFailed}</AlertMessage>
      ) : (
        <>
          <p className="text-stone-800">{m.previewTitle}</p>
          <PreviewLists preview={preview.data} />
          {preview.data.blockers.length > 0 ? (
            <Card title={m.blockedTitle} titleAs="h2">
              <div className="flex flex-col gap-3">
                <p className="text-stone-800">{m.blockedText}</p>
                <ul className="list-disc space-y-1 pl-5 text-stone-800">
                  {preview.data.blockers.map((b) => (
                    <li key={`${b.kind}:${b.label}`}>
                      {m.blockerKinds[b.kind]}: {b.label}
                    </li>
                  ))}
                </ul>
              </div>
            </Card>
          ) : (
            <Confirmation onDeleted={() => setDeleted(true)} />
          )}
        </>
      )}
      <div>
        <Link to={paths.profile} className={buttonClasses('ghost')}>
          {m.cancel}
        </Link>
      </div>
    </div>
  );
}
