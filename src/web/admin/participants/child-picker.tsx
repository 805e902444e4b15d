import type { ChildSearchResult } from '@domain/children/admin-children-api';
import { participantsPanelMessages as m } from '@domain/messages/admin-participants';
import { personName } from '@domain/people/person-name';
import { formatDate } from '@domain/time';
import { useId, useState } from 'react';
import { cx } from '../../lib/cx';
import { useChildSearch } from '../children/children-queries';
import { SearchedList } from '../searched-list';

/** Search by name and choose one child (radio list): the "+ Kind" picker of a participants panel. */
export function ChildPicker({
  chosen,
  onChoose,
  excludeIds,
}: {
  chosen: ChildSearchResult | null;
  onChoose: (child: ChildSearchResult) => void;
  /** Already registered: not offered again. */
  excludeIds: ReadonlySet<string>;
}) {
  const [text, setText] = useState('');
  const search = useChildSearch(text);
  const name = useId();
  const results = (search.data ?? []).filter((c) => !excludeIds.has(c.id));
  return (
    <SearchedList labels={m} text={text} onText={setText} search={search} found={results.length}>
      <fieldset className="max-h-64 overflow-y-auto rounded-xl border border-stone-200">
        <legend className="sr-only">{m.search}</legend>
        {results.map((child) => (
          <label
            key={child.id}
            className={cx(
              'flex cursor-pointer items-center gap-3 border-b border-stone-100 px-3 py-2 last:border-0',
              chosen?.id === child.id && 'bg-brand-50',
            )}
          >
            <input
              type="radio"
              name={name}
              className="size-5 accent-brand-700"
              checked={chosen?.id === child.id}
              onChange={() => onChoose(child)}
            />
            <span className="min-w-0">
              <span className="block font-medium text-stone-900">{personName(child)}</span>
              <span className="block text-sm text-stone-600">
                {formatDate(child.dateOfBirth)} · {m.parentOf(child.parentName)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </SearchedList>
  );
}
