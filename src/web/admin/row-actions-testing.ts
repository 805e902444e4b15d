import { shellMessages } from '@domain/messages/shell';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

// How tests reach a row's actions (row-actions.tsx) as a user does: the row's button, then the menu's item. Where a
// table and its phone cards both list the row, the table's button comes first.

/** A row named exactly, or by a pattern for the start of its name (/^TIZ Training/ for "TIZ Training, Sa. 14.03."). */
type RowName = string | RegExp;

async function openMenu(user: UserEvent, row: RowName, scope: HTMLElement) {
  const { actionsFor } = shellMessages.ui;
  const name =
    typeof row === 'string' ? actionsFor(row) : new RegExp(`^${actionsFor(row.source.replace(/^\^/, ''))}`);
  const [button] = await within(scope).findAllByRole('button', { name });
  if (!button) throw new Error(`no actions for ${row}`);
  await user.click(button);
  await screen.findByRole('menu');
}

/** Chooses `action` in the row's actions menu. */
export async function chooseRowAction(
  user: UserEvent,
  row: RowName,
  action: string,
  scope: HTMLElement = document.body,
): Promise<void> {
  await openMenu(user, row, scope);
  await user.click(screen.getByRole('menuitem', { name: action }));
}

/** The items of the row's actions menu, read with the menu open; Escape closes it again. */
export async function rowActionNames(
  user: UserEvent,
  row: RowName,
  scope: HTMLElement = document.body,
): Promise<(string | null)[]> {
  await openMenu(user, row, scope);
  const names = screen.getAllByRole('menuitem').map((item) => item.textContent);
  await user.keyboard('{Escape}');
  return names;
}
