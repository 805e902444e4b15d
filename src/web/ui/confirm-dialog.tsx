import { shellMessages } from '@domain/messages/shell';
import { AlertDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { errorText } from '../lib/api';
import { cx } from '../lib/cx';
import { AlertMessage } from './alert-message';
import { Button } from './button';
import { overlayClasses } from './dialog';
import { useReturnFocus } from './use-return-focus';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Defaults to "Löschen". */
  confirmLabel?: string;
  /** danger (default) for deleting and cancelling things, primary for harmless confirmations. */
  tone?: 'danger' | 'primary';
  /**
   * Runs the action. The dialog shows the button busy while it runs, closes when it succeeds and shows the
   * catalogue text of the error when it fails, so the user can retry or cancel.
   */
  onConfirm: () => unknown;
}

/** The one "are you sure" dialog: focus starts on Abbrechen, so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = shellMessages.ui.delete,
  tone = 'danger',
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const returnFocus = useReturnFocus(open);

  const change = (next: boolean) => {
    if (busy) return;
    setError(null);
    onOpenChange(next);
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      onOpenChange(false);
    } catch (err) {
      setBusy(false);
      setError(errorText(err));
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={change}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content
          onCloseAutoFocus={returnFocus}
          className={cx(
            'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
            'rounded-2xl bg-white p-5 shadow-xl',
          )}
        >
          <AlertDialog.Title className="text-lg font-semibold text-stone-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-base text-stone-700">
            {description}
          </AlertDialog.Description>
          {error && (
            <AlertMessage tone="error" className="mt-4">
              {error}
            </AlertMessage>
          )}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {shellMessages.ui.cancel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the action has succeeded. */}
            <Button variant={tone} loading={busy} onClick={confirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
