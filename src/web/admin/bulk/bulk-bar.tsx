import { adminBulkMessages as m } from '@domain/messages/admin-bulk';
import type { ReactNode } from 'react';
import { Button } from '../../ui';
import type { Selection } from './use-selection';

// The bar above a selectable list while rows are selected: how many, "Alle N Treffer auswählen" once the whole page
// is ticked and more rows match, "Auswahl aufheben", and the list's actions. A labelled region in the reading order
// right above the table, so Tab reaches it before the rows; its count is announced as it changes. Wraps on narrow
// screens, one line at 1280 px.

export function BulkBar<F, I>({
  selection,
  children,
}: {
  selection: Selection<F, I>;
  /** The list's action buttons. */
  children: ReactNode;
}) {
  const { count, all, total } = selection;
  const offerAll = !all && total !== undefined && total > count && selection.pageState === 'all';
  return (
    <section
      aria-label={m.barLabel}
      className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-brand-200 bg-brand-50 px-4 py-2"
      hidden={count === 0}
    >
      <p aria-live="polite" className="font-medium text-stone-900">
        {count === 0 ? '' : all ? m.allSelected(count) : m.selected(count)}
      </p>
      {offerAll && (
        <Button size="sm" variant="ghost" onClick={selection.selectAll}>
          {m.selectAll(total)}
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={selection.clear}>
        {m.clear}
      </Button>
      <div className="flex flex-wrap gap-2 sm:ml-auto">{children}</div>
    </section>
  );
}
