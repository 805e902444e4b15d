import type { ChildSearchResult } from '@domain/children/admin-children-api';
import { CHILD_SEARCH_DEBOUNCE_MS } from '@domain/constants';
import { participantsPanelMessages as m } from '@domain/messages/admin-participants';
import { personName } from '@domain/people/person-name';
import { formatDate } from '@domain/time';
import { useId, useState } from 'react';
import { cx } from '../../lib/cx';
import { useDebounced } from '../../lib/debounced';
import { Input, Spinner } from '../../ui';
import { useChildSearch } from './participants-queries';

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
  const search = useChildSearch(useDebounced(text.trim(), CHILD_SEARCH_DEBOUNCE_MS));
  const name = useId();
  const results = (search.data ?? []).filter((c) => !excludeIds.has(c.id));
  return (
    <div className="flex flex-col gap-3">
      <Input
        label={m.search}
        hint={m.searchHint}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {search.isPending && <Spinner size="sm" />}
      {search.data && results.length === 0 && <p className="text-sm text-stone-600">{m.noMatch}</p>}
      {results.length > 0 && (
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
      )}
    </div>
  );
}
