import type { ReactNode } from 'react';
import { Card } from '../ui';

const number = new Intl.NumberFormat('de-CH');

const grids = { 3: 'grid-cols-1 sm:grid-cols-3', 4: 'grid-cols-2 lg:grid-cols-4' } as const;

/** The summary figures above an admin list, with a line saying what they are counted over. */
export function StatBlocks({
  label,
  items,
  note,
  columns = 4,
}: {
  label: string;
  /** Name and figure; a number is written the Swiss way, a string (an amount) as it is. */
  items: readonly (readonly [string, number | string])[];
  note?: ReactNode;
  columns?: keyof typeof grids;
}) {
  return (
    <section aria-label={label} className="mb-4">
      <dl className={`grid gap-3 ${grids[columns]}`}>
        {items.map(([name, value]) => (
          <Card key={name} as="div" dense>
            <dt className="text-sm text-stone-600">{name}</dt>
            <dd className="mt-1 text-2xl font-bold text-stone-900">
              {typeof value === 'number' ? number.format(value) : value}
            </dd>
          </Card>
        ))}
      </dl>
      {note && <p className="mt-2 text-sm text-stone-600">{note}</p>}
    </section>
  );
}
