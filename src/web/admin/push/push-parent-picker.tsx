import { CHILD_SEARCH_DEBOUNCE_MS } from '@domain/constants';
import { adminMessages } from '@domain/messages/admin';
import { adminPushMessages as m } from '@domain/messages/admin-push';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { useDebounced } from '../../lib/debounced';
import { AlertMessage, Button, SearchInput, Spinner } from '../../ui';
import { fetchPushParentIds, usePushParents } from './push-queries';

/**
 * The parents with a device, searched by name or e-mail (case-insensitive, on the server), in a list of fixed
 * height that scrolls; "select all" takes every match of the search (not only the loaded ones), "select none"
 * clears the choice.
 */
export function PushParentPicker({
  selected,
  onChange,
}: {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), CHILD_SEARCH_DEBOUNCE_MS);
  const parents = usePushParents(q, true);
  const [selectError, setSelectError] = useState<string | null>(null);
  const [selectingAll, setSelectingAll] = useState(false);
  const items = parents.data?.pages.flatMap((p) => p.items) ?? [];
  const totalWithPush = parents.data?.pages[0]?.totalWithPush ?? 0;

  const toggle = (userId: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(userId);
    else next.delete(userId);
    onChange(next);
  };

  const selectAll = async () => {
    setSelectError(null);
    setSelectingAll(true);
    try {
      const { userIds } = await fetchPushParentIds(q);
      onChange(new Set([...selected, ...userIds]));
    } catch (error) {
      setSelectError(errorText(error));
    } finally {
      setSelectingAll(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <SearchInput label={m.parentSearch} value={text} onSearch={setText} />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          loading={selectingAll}
          disabled={items.length === 0}
          onClick={selectAll}
        >
          {m.selectAll}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={selected.size === 0}
          onClick={() => onChange(new Set())}
        >
          {m.selectNone}
        </Button>
        <span className="text-sm text-stone-700" aria-live="polite">
          {m.selectedCount(selected.size)}
        </span>
      </div>
      {selectError && <AlertMessage tone="error">{selectError}</AlertMessage>}
      {parents.isError && <AlertMessage tone="error">{errorText(parents.error)}</AlertMessage>}
      <div className="h-64 overflow-y-auto rounded-xl border border-stone-200" data-testid="push-parent-list">
        {parents.isPending && <Spinner />}
        {parents.data && items.length === 0 && (
          <p className="p-3 text-sm text-stone-700">
            {totalWithPush === 0 ? adminMessages.noParentsWithPush : adminMessages.noParentsFound}
          </p>
        )}
        {items.length > 0 && (
          <ul aria-label={m.parentListLabel} className="divide-y divide-stone-100">
            {items.map((parent) => {
              const id = `push-parent-${parent.userId}`;
              return (
                <li key={parent.userId} className="flex items-start gap-3 px-3 py-2">
                  <input
                    id={id}
                    type="checkbox"
                    className="mt-1 size-5 shrink-0 cursor-pointer accent-brand-700"
                    checked={selected.has(parent.userId)}
                    onChange={(e) => toggle(parent.userId, e.target.checked)}
                  />
                  <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer text-sm">
                    <span className="block font-medium text-stone-900">{parent.parentName}</span>
                    <span className="block break-all text-stone-600">
                      {parent.parentEmail} · {m.devicesOf(parent.subscriptionCount)}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {parents.hasNextPage && (
          <div className="p-2 text-center">
            <Button
              size="sm"
              variant="secondary"
              loading={parents.isFetchingNextPage}
              onClick={() => parents.fetchNextPage()}
            >
              {m.loadMoreParents}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
