import { expect, type Locator, type Page } from '@playwright/test';
import { shellMessages } from '../../../src/domain/messages/shell';

// A back-office row's actions sit in one menu (src/web/admin/row-actions.tsx): the row's button "Aktionen für
// <row>", then the item. The menu is drawn at the end of the page, so its items are looked up on the page.

/** A row named exactly, or by a pattern for the start of its name. */
type RowName = string | RegExp;

/** The actions button of the row named `row` inside `scope` (a table row, a card, or the whole page). */
export function rowActionsButton(scope: Locator | Page, row: RowName): Locator {
  const { actionsFor } = shellMessages.ui;
  const name = typeof row === 'string' ? actionsFor(row) : new RegExp(`^${actionsFor(row.source)}`);
  return scope.getByRole('button', { name, exact: true });
}

/** Opens the row's actions menu and answers it, to choose from or to read. */
export async function openRowActions(scope: Locator | Page, row: RowName): Promise<Locator> {
  await rowActionsButton(scope, row).click();
  const page = 'page' in scope ? scope.page() : scope;
  const menu = page.getByRole('menu', { name: new RegExp(`^${shellMessages.ui.actionsFor('')}`) });
  await expect(menu).toBeVisible();
  return menu;
}

/** Chooses `action` in the actions menu of the row named `row` inside `scope`. */
export async function chooseRowAction(scope: Locator | Page, row: RowName, action: string): Promise<void> {
  const menu = await openRowActions(scope, row);
  await menu.getByRole('menuitem', { name: action, exact: true }).click();
}
