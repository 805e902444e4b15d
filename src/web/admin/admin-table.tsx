import type { ReactNode } from 'react';
import { cx } from '../lib/cx';

// The back office's table: a caption for screen readers, a header row, the rows. Two kinds:
// - `cardsBelow`: a roomy table from 1024 px, beside a list of cards the page draws for smaller screens;
// - otherwise a dense table on every width, scrolled sideways inside its frame when a phone is too narrow.
// Both fit a 1280 px laptop: a row's actions are one menu (row-actions.tsx), never a stack of buttons.

/** The classes of a body cell (td or th) of a table of that kind. */
export function cellClasses(cardsBelow: boolean): string {
  return cardsBelow ? 'border-b border-stone-100 px-4 py-3' : 'border-b border-stone-100 px-3 py-2 align-top';
}

export function AdminTable({
  caption,
  columns,
  cardsBelow = false,
  selectBox,
  children,
}: {
  caption: string;
  /** The column headings; an empty one stays unnamed. */
  columns: readonly string[];
  cardsBelow?: boolean;
  /** A selectable list's header box (bulk/select-boxes.tsx), in a narrow first column; each row starts with its own. */
  selectBox?: ReactNode;
  /** The rows. */
  children: ReactNode;
}) {
  const table = (
    <table
      className={cx(
        // A long word (an address, a name, a number) may break anywhere, so no column is wider than the table
        // allows: a 1280 px laptop never scrolls a list sideways (one long address did, by 155 px).
        'w-full border-separate border-spacing-0 text-left [overflow-wrap:anywhere]',
        cardsBelow && 'hidden overflow-hidden rounded-2xl border border-stone-200 bg-white lg:table',
      )}
    >
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-stone-50 text-sm text-stone-600">
        <tr>
          {selectBox && (
            <td className={cx('w-10 border-b border-stone-200', cardsBelow ? 'px-4 py-3' : 'px-3 py-2')}>
              {selectBox}
            </td>
          )}
          {columns.map((heading, i) => (
            <th
              key={heading || i}
              scope="col"
              className={cx('border-b border-stone-200 font-medium', cardsBelow ? 'px-4 py-3' : 'px-3 py-2')}
            >
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  if (cardsBelow) return table;
  return <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">{table}</div>;
}
