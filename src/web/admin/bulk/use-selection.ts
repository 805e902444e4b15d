import type { BulkSelection } from '@domain/bulk/bulk-api';
import { useState } from 'react';

// The selection of a back-office list (decision 056): rows picked one by one or a page at a time, or "all N
// matches" of the list's filter. A selection belongs to the filter it was made under: once the filter changes it is
// empty, so an action never runs on rows the admin no longer sees. "All matches" is sent as the filter itself and
// the server finds the rows, as the list does.

interface State<I> {
  /** The filter the selection was made under, as JSON. */
  scope: string;
  picked: ReadonlyMap<string, I>;
  all: boolean;
}

export interface Selection<F, I> {
  /** How many rows are selected: the picked ones, or `total` when all matches are. */
  count: number;
  /** All matches of the filter are selected. */
  all: boolean;
  /** How many rows match the filter; undefined while not counted ("all matches" is then not offered). */
  total: number | undefined;
  isSelected: (id: I) => boolean;
  toggle: (id: I) => void;
  /** The page's checkbox: 'all' when every row shown is selected, 'some', or 'none'. */
  pageState: 'all' | 'some' | 'none';
  /** Selects the rows shown (or, when all of them are selected, unselects them). */
  togglePage: () => void;
  selectAll: () => void;
  clear: () => void;
  /** What a bulk endpoint is sent: the ids, or the filter for "all matches". */
  request: () => BulkSelection<F, I>;
}

/**
 * The selection of a list shown under `filter`, with `rows` (the ids of the rows shown) of `total` matches.
 * `keyOf` names an id as a string (a payment's id is its kind and id).
 */
export function useSelection<F, I>({
  filter,
  rows,
  total,
  keyOf = String,
}: {
  filter: F;
  rows: readonly I[];
  total: number | undefined;
  keyOf?: (id: I) => string;
}): Selection<F, I> {
  const scope = JSON.stringify(filter);
  const empty: State<I> = { scope, picked: new Map(), all: false };
  const [stored, setStored] = useState<State<I>>(empty);
  const state = stored.scope === scope ? stored : empty;
  const set = (picked: Map<string, I>, all = false) => setStored({ scope, picked, all });
  // Leaving "all matches" keeps what the admin sees ticked: the rows shown.
  const pickedNow = () => new Map(state.all ? rows.map((id) => [keyOf(id), id]) : state.picked);

  const isSelected = (id: I) => state.all || state.picked.has(keyOf(id));
  const shownSelected = rows.filter(isSelected).length;
  const pageState = shownSelected === 0 ? 'none' : shownSelected === rows.length ? 'all' : 'some';
  return {
    count: state.all ? (total ?? 0) : state.picked.size,
    all: state.all,
    total,
    isSelected,
    toggle: (id) => {
      const picked = pickedNow();
      if (picked.has(keyOf(id))) picked.delete(keyOf(id));
      else picked.set(keyOf(id), id);
      set(picked);
    },
    pageState,
    togglePage: () => {
      const picked = pickedNow();
      for (const id of rows) {
        if (pageState === 'all') picked.delete(keyOf(id));
        else picked.set(keyOf(id), id);
      }
      set(picked);
    },
    selectAll: () => set(new Map(), true),
    clear: () => set(new Map()),
    request: () => (state.all ? { filter } : { ids: [...state.picked.values()] }),
  };
}
