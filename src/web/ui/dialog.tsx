import { shellMessages } from '@domain/messages/shell';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import { useReturnFocus } from './use-return-focus';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, right-aligned on wide screens, stacked full-width on phones. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

const widths = { sm: 'sm:max-w-sm', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' } as const;

export const overlayClasses = 'fixed inset-0 z-40 bg-stone-950/50 backdrop-blur-[1px]';

/**
 * A press inside another dialog (a confirmation opened from this one) is not a click outside this one. Radix knows
 * which dialog is on top only once the upper one has registered in an effect; a press before that effect ran closed
 * the dialog below, with the confirmation in it (CI, commit c179991: the participants panel vanished as its "Kind
 * abmelden" was confirmed). React runs those effects soon, but not always before the browser paints: the rule stays,
 * since it is what a user means on any renderer.
 */
function keepOpenBelowAnotherDialog(event: {
  detail: { originalEvent: PointerEvent };
  preventDefault(): void;
}) {
  const target = event.detail.originalEvent.target;
  if (target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]'))
    event.preventDefault();
}

/**
 * A modal dialog: focus is trapped inside and returns to the opener on close, Escape and a click outside close it.
 * On phones it is a sheet from the bottom, reachable with the thumb.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
}: DialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClasses} />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={returnFocus}
          onPointerDownOutside={keepOpenBelowAnotherDialog}
          className={cx(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-xl',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2',
            'sm:-translate-y-1/2 sm:rounded-2xl',
            widths[size],
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 pt-5 pb-4">
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-semibold text-stone-900">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-1 text-sm text-stone-600">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              className="-mt-1 -mr-2 rounded-lg p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900"
              aria-label={shellMessages.ui.close}
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {children && <div className="overflow-y-auto px-5 py-4">{children}</div>}
          {footer && (
            <div className="flex flex-col-reverse gap-2 border-t border-stone-200 px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:flex-row sm:justify-end">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
