import { adminBulkMessages as m } from '@domain/messages/admin-bulk';
import type { Selection } from './use-selection';

// The checkboxes of a selectable list: one per row, named by the row, and the header's for the rows shown (mixed
// while some of them are ticked). Native boxes: Space ticks them, Tab walks them, screen readers name them.

const boxClasses = 'size-5 cursor-pointer rounded border-stone-400 accent-brand-700';

export function SelectPageBox<F, I>({ selection }: { selection: Selection<F, I> }) {
  return (
    <input
      type="checkbox"
      className={boxClasses}
      aria-label={m.selectPage}
      checked={selection.pageState === 'all'}
      ref={(box) => {
        if (box) box.indeterminate = selection.pageState === 'some';
      }}
      onChange={selection.togglePage}
    />
  );
}

export function SelectRowBox<F, I>({
  selection,
  id,
  name,
}: {
  selection: Selection<F, I>;
  id: I;
  /** The row's name (a child's, a parent's): the box reads "Lena Muster auswählen". */
  name: string;
}) {
  return (
    <input
      type="checkbox"
      className={boxClasses}
      aria-label={m.selectRow(name)}
      checked={selection.isSelected(id)}
      onChange={() => selection.toggle(id)}
    />
  );
}

/** The row's first cell, holding its box. */
export function SelectRowCell<F, I>({
  className,
  ...box
}: { className: string } & Parameters<typeof SelectRowBox<F, I>>[0]) {
  return (
    <td className={`${className} w-10`}>
      <SelectRowBox {...box} />
    </td>
  );
}
