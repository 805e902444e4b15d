import type { ReactNode } from 'react';

const number = new Intl.NumberFormat('de-CH');

/** The summary figures above an admin list, with a line saying what they are counted over. */
export function StatBlocks({
  label,
  items,
  note,
}: {
  label: string;
  items: readonly (readonly [string, number])[];
  note?: ReactNode;
}) {
  return (
    <section aria-label={label} className="mb-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {items.map(([name, value]) => (
          <div key={name} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-stone-600">{name}</dt>
            <dd className="mt-1 text-2xl font-bold text-stone-900">{number.format(value)}</dd>
          </div>
        ))}
      </dl>
      {note && <p className="mt-2 text-sm text-stone-600">{note}</p>}
    </section>
  );
}
