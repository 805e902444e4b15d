import { type ReactNode, useId } from 'react';

/**
 * A titled list of training or camp cards, or its empty text. Two cards side by side once the section is wide
 * enough for two phone-width cards (a container query: the same list sits in narrower columns on other pages).
 */
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
    <section aria-labelledby={id} className="@container mb-8">
      <h2 id={id} className="mb-3 text-xl font-semibold text-stone-900">
        {heading}
      </h2>
      {children.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-6 text-center text-base text-stone-600">
          {empty}
        </p>
      ) : (
        <ul className="grid gap-4 @3xl:grid-cols-2">{children}</ul>
      )}
    </section>
  );
}
