import { type ReactNode, useId } from 'react';

/** A titled list of training or camp cards, or its empty text. */
export function OfferSection({
  heading,
  empty,
  children,
}: {
  heading: string;
  empty: string;
  children: ReactNode[];
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-3 text-xl font-semibold text-stone-900">
        {heading}
      </h2>
      {children.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-6 text-center text-base text-stone-600">
          {empty}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">{children}</ul>
      )}
    </section>
  );
}
