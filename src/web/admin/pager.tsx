import { adminListMessages as m } from '@domain/messages/admin-lists';
import { Button } from '../ui';

/**
 * Zurück / Weiter under a paged admin list. With `pages` known it reads "Seite 2 von 5", else "Seite 2"; Weiter
 * follows `hasMore` when the list says whether another page follows. Hidden while everything fits on one page.
 */
export function Pager({
  page,
  pages,
  hasMore,
  onPage,
}: {
  page: number;
  pages?: number;
  hasMore?: boolean;
  onPage: (page: number) => void;
}) {
  // The list's own answer wins over a count read a moment earlier.
  const more = hasMore ?? (pages !== undefined && page < pages);
  if (page <= 1 && !more) return null;
  const label = pages === undefined ? m.pageOnly(page) : m.page(page, pages);
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-2">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {m.previous}
      </Button>
      <span className="text-sm text-stone-700">{label}</span>
      <Button variant="secondary" size="sm" disabled={!more} onClick={() => onPage(page + 1)}>
        {m.next}
      </Button>
    </nav>
  );
}
