import type { ReactNode } from 'react';
import { SearchInput, Spinner } from '../ui';

/**
 * A search box over a list asked for as one types (a child to tag or to register): the box, a spinner while the
 * answer is on its way, "no match" when it came back empty, else the results the caller draws.
 */
export function SearchedList({
  labels,
  text,
  onText,
  search,
  found,
  children,
}: {
  labels: { search: string; searchHint: string; noMatch: string };
  text: string;
  onText: (text: string) => void;
  search: { isPending: boolean; data: unknown };
  /** How many results the caller offers (e.g. without those already chosen). */
  found: number;
  /** The results, drawn while there are some. */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3">
      <SearchInput label={labels.search} hint={labels.searchHint} value={text} onSearch={onText} />
      {search.isPending && <Spinner size="sm" />}
      {search.data !== undefined && found === 0 && <p className="text-sm text-stone-600">{labels.noMatch}</p>}
      {found > 0 && children}
    </div>
  );
}
