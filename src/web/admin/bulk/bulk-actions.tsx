import type { BulkSelection } from '@domain/bulk/bulk-api';
import { type BulkMessageValues, bulkMessageFormSchema } from '@domain/bulk/bulk-message';
import { adminBulkMessages as m } from '@domain/messages/admin-bulk';
import { useState } from 'react';
import { AlertMessage, Button, Input, Textarea } from '../../ui';
import { DialogForm, FormDialog, useDialogForm } from '../form-dialog';
import { BulkBar } from './bulk-bar';
import { BulkConfirmDialog, type BulkOutcome, type BulkRun, bulkErrorText } from './bulk-confirm-dialog';
import type { downloadSelection } from './bulk-download';
import type { Selection } from './use-selection';

// The buttons of a bulk bar: an action confirmed after its dry run, the message to parents (written, then
// previewed and confirmed), and the CSV of the selection.

type RunOptions = { dryRun: boolean; expectedCount?: number };

/** The dry-run dialog of a button: `confirm(action)` opens it; `dialog` is drawn beside the button. */
function useBulkConfirm(onDone: (summary: string) => void) {
  const [action, setAction] = useState<BulkRun | null>(null);
  const dialog = (
    <BulkConfirmDialog
      action={action}
      onClose={() => setAction(null)}
      onDone={(summary) => {
        setAction(null);
        onDone(summary);
      }}
    />
  );
  return { confirm: setAction, dialog };
}

/** A button that previews the action and runs it once confirmed. */
export function BulkActionButton({
  label,
  run,
  onDone,
}: {
  label: string;
  run: BulkRun['run'];
  onDone: (summary: string) => void;
}) {
  const { confirm, dialog } = useBulkConfirm(onDone);
  return (
    <>
      <Button size="sm" onClick={() => confirm({ title: label, run })}>
        {label}
      </Button>
      {dialog}
    </>
  );
}

type MessageFields = { subject: string; text: string };

function MessageForm({
  onCancel,
  onWritten,
}: {
  onCancel: () => void;
  onWritten: (values: BulkMessageValues) => void;
}) {
  const form = useDialogForm<MessageFields, BulkMessageValues>({
    schema: bulkMessageFormSchema,
    defaultValues: { subject: '', text: '' },
    requiredText: m.messageRequired,
    save: async (values) => onWritten(values),
  });
  return (
    <DialogForm form={form} pending={false} submitLabel={m.messagePreview} onCancel={onCancel}>
      <p className="text-sm text-stone-600">{m.messageHint}</p>
      <Input label={m.messageSubject} required {...form.bind('subject')} />
      <Textarea label={m.messageText} rows={6} required {...form.bind('text')} />
    </DialogForm>
  );
}

/** "Nachricht an Eltern": the message is written, then the dry run says whom it reaches, then it is sent. */
export function BulkMessageButton({
  send,
  onDone,
}: {
  /** Calls the list's message endpoint with the selection, the message and the run's options. */
  send: (message: BulkMessageValues, options: RunOptions) => Promise<BulkOutcome>;
  onDone: (summary: string) => void;
}) {
  const [writing, setWriting] = useState<true | null>(null);
  const { confirm, dialog } = useBulkConfirm(onDone);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setWriting(true)}>
        {m.message}
      </Button>
      <FormDialog editing={writing} onClose={() => setWriting(null)} title={m.messageTitle}>
        {() => (
          <MessageForm
            onCancel={() => setWriting(null)}
            onWritten={(message) => {
              setWriting(null);
              confirm({ title: m.messageTitle, run: (options) => send(message, options) });
            }}
          />
        )}
      </FormDialog>
      {dialog}
    </>
  );
}

/** "CSV der Auswahl": the file of exactly the selection; a refusal shows through `onError`. */
export function BulkExportButton({
  download,
  onError,
}: {
  download: () => ReturnType<typeof downloadSelection>;
  onError: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await download();
        } catch (err) {
          onError(`${m.exportFailed}: ${bulkErrorText(err)}`);
        } finally {
          setBusy(false);
        }
      }}
    >
      {m.exportCsv}
    </Button>
  );
}

/**
 * The bar of a list of people (children, parents): "Nachricht an Eltern" and "CSV der Auswahl" over the selection,
 * the export's refusal below it. `send` and `download` call the list's endpoints with the body made here.
 */
export function PeopleBulkBar<F, I>({
  selection,
  send,
  download,
  onDone,
}: {
  selection: Selection<F, I>;
  send: (
    body: { selection: BulkSelection<F, I>; dryRun: boolean; expectedCount?: number } & BulkMessageValues,
  ) => Promise<BulkOutcome>;
  download: (body: { selection: BulkSelection<F, I> }) => Promise<void>;
  /** After a run, with its sentence; the selection is emptied already. */
  onDone: (summary: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <BulkBar selection={selection}>
        <BulkMessageButton
          send={(message, options) => send({ selection: selection.request(), ...message, ...options })}
          onDone={(summary) => {
            selection.clear();
            onDone(summary);
          }}
        />
        <BulkExportButton download={() => download({ selection: selection.request() })} onError={setError} />
      </BulkBar>
      {error && (
        <AlertMessage tone="error" className="mb-4" onDismiss={() => setError(null)}>
          {error}
        </AlertMessage>
      )}
    </>
  );
}
