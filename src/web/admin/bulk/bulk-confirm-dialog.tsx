import { adminBulkMessages as m } from '@domain/messages/admin-bulk';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, errorText } from '../../lib/api';
import { AlertMessage, Button, Dialog, Spinner } from '../../ui';

// The dry run before a bulk action changes anything (decision 056): the dialog asks the server what the action
// would do, shows its sentence ("12 Zahlungen werden als bar bezahlt markiert") or why it cannot run, and runs it
// only when the admin confirms, sending the count they saw: a selection that changed meanwhile is refused.

/** What a dry run or a run answers (BulkActionResult; the participants' actions answer the same without refusal). */
export interface BulkOutcome {
  count: number;
  summary: string;
  refusal?: string | null;
}

export interface BulkRun {
  /** The dialog's title: the action's name ("Als bar bezahlt markieren"). */
  title: string;
  /** Calls the action's endpoint with the selection. */
  run: (options: { dryRun: boolean; expectedCount?: number }) => Promise<BulkOutcome>;
}

/** The server's reason for refusing a bulk action (BULK_REFUSED names it), else the catalogue's text. */
export function bulkErrorText(error: unknown): string {
  const reason = error instanceof ApiError ? error.details?.reason : undefined;
  return typeof reason === 'string' ? reason : errorText(error);
}

type Preview =
  | { state: 'loading' }
  | { state: 'ready'; outcome: BulkOutcome }
  | { state: 'failed'; error: string };

export function BulkConfirmDialog({
  action,
  onClose,
  onDone,
}: {
  /** The action to preview and confirm; null while closed. */
  action: BulkRun | null;
  onClose: () => void;
  /** After the run, with the sentence of what it did. */
  onDone: (summary: string) => void;
}) {
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<Preview>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!action) return;
    let current = true;
    setPreview({ state: 'loading' });
    setError(null);
    action.run({ dryRun: true }).then(
      (outcome) => current && setPreview({ state: 'ready', outcome }),
      (err: unknown) => current && setPreview({ state: 'failed', error: bulkErrorText(err) }),
    );
    return () => {
      current = false;
    };
  }, [action]);

  const outcome = preview.state === 'ready' ? preview.outcome : null;
  const runnable = outcome !== null && !outcome.refusal && outcome.count > 0;
  const confirm = async () => {
    if (!action || !outcome) return;
    setBusy(true);
    setError(null);
    try {
      const done = await action.run({ dryRun: false, expectedCount: outcome.count });
      // Every admin read may show what changed (the list, its summary, the dashboard's figures).
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      onDone(done.summary);
    } catch (err) {
      setError(bulkErrorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title={action?.title ?? ''}
      size="sm"
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {m.cancel}
          </Button>
          <Button loading={busy} disabled={!runnable} onClick={confirm}>
            {m.confirm}
          </Button>
        </>
      }
    >
      <div aria-live="polite">
        {preview.state === 'loading' && (
          <p className="flex items-center gap-2 text-stone-700">
            <Spinner size="sm" decorative /> {m.previewing}
          </p>
        )}
        {preview.state === 'failed' && <AlertMessage tone="error">{preview.error}</AlertMessage>}
        {outcome && !outcome.refusal && <p className="text-base text-stone-900">{outcome.summary}.</p>}
        {outcome?.refusal && <AlertMessage tone="error">{outcome.refusal}</AlertMessage>}
        {error && (
          <AlertMessage tone="error" className="mt-3">
            {error}
          </AlertMessage>
        )}
      </div>
    </Dialog>
  );
}
