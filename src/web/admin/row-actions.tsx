import { shellMessages } from '@domain/messages/shell';
import { EllipsisVertical, type LucideIcon, Pencil, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { cx } from '../lib/cx';
import { Button, ConfirmDialog } from '../ui';

// The actions of a row in every back-office list: one button that opens a menu, so a row takes the width of one
// icon however many moves it offers (three stacked buttons clipped /admin/zahlungen at 1280 px). Radix's menu gives
// the keyboard its way in: Enter, Space or ArrowDown open it on the first item, the arrow keys move, Enter runs,
// Escape closes with focus back on the button.

interface RowAction {
  /** The item's text, e.g. 'Bearbeiten'; the button's label already names the row. */
  label: string;
  icon?: LucideIcon;
  /** Runs the action (mostly: opens its dialog). */
  onSelect?: () => void;
  /** A file behind the item (e.g. the QR-bill), downloaded as a link. */
  download?: string;
}

/** "Bearbeiten" with its pencil. */
export const editAction = (label: string, onSelect: () => void): RowAction => ({
  label,
  icon: Pencil,
  onSelect,
});

/** "Löschen" with its bin. */
export const deleteAction = (label: string, onSelect: () => void): RowAction => ({
  label,
  icon: Trash2,
  onSelect,
});

const itemClasses = cx(
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-base text-stone-800 outline-none',
  'select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900',
);

export function RowActions({
  name,
  actions,
}: {
  /** The row's name, read out with the button: "Aktionen für Lena Muster". */
  name: string;
  /** Falsy entries are left out, so a row can list its actions conditionally. */
  actions: readonly (RowAction | false | null | undefined)[];
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  // An action that opens a dialog must find focus on the button, not on the item about to vanish: the dialog gives
  // focus back to what had it when it opened (useReturnFocus).
  const chosen = useRef(false);
  const items = actions.filter((action): action is RowAction => Boolean(action));
  if (items.length === 0) return null;
  const label = shellMessages.ui.actionsFor(name);
  const choose = (action: RowAction) => () => {
    chosen.current = true;
    trigger.current?.focus();
    action.onSelect?.();
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button
          ref={trigger}
          size="sm"
          variant="secondary"
          aria-label={label}
          title={label}
          icon={<EllipsisVertical aria-hidden="true" className="size-4" />}
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-40 min-w-44 rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
          onCloseAutoFocus={(event) => {
            // The chosen action has put focus where it belongs already (a dialog, or the button).
            if (chosen.current) event.preventDefault();
            chosen.current = false;
          }}
        >
          {items.map((action) => {
            const icon = action.icon && <action.icon aria-hidden="true" className="size-4 shrink-0" />;
            return action.download !== undefined ? (
              <DropdownMenu.Item key={action.label} asChild className={itemClasses}>
                <a href={action.download} download>
                  {icon}
                  {action.label}
                </a>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={action.label} className={itemClasses} onSelect={choose(action)}>
                {icon}
                {action.label}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * The confirmation of a row's action (delete, reset, refund): open while `row` holds the row, closed by Abbrechen or
 * once `onConfirm` succeeded; a failure stays in the dialog with its text (ConfirmDialog).
 */
export function ConfirmRowAction<T>({
  row,
  onClose,
  title,
  description,
  confirmLabel,
  tone,
  onConfirm,
}: {
  row: T | null;
  onClose: () => void;
  title: string;
  description: (row: T) => ReactNode;
  /** "Löschen" by default. */
  confirmLabel?: string | undefined;
  tone?: 'danger' | 'primary';
  onConfirm: (row: T) => Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={row === null ? '' : description(row)}
      confirmLabel={confirmLabel}
      tone={tone}
      onConfirm={() => row !== null && onConfirm(row)}
    />
  );
}

/** The sentences of a text that are there, one space apart ("Möchten Sie … löschen? 3 Anmeldungen werden …"). */
export const sentences = (...parts: (string | false | null | undefined)[]): string =>
  parts.filter(Boolean).join(' ');
