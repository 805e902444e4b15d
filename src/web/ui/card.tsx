import type { ReactNode } from 'react';
import { cx } from '../lib/cx';

export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title inside the page outline; h2 by default. */
  titleAs?: 'h2' | 'h3';
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** The element: a section by default, an article for an entry of a feed, a div inside a list of figures. */
  as?: 'section' | 'article' | 'div';
  /** The same padding on every width, for small blocks (a figure, an entry in a list). */
  dense?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** The white, bordered, rounded block every screen groups its content in, with an optional heading and buttons. */
export function Card({
  title,
  titleAs: Heading = 'h2',
  actions,
  children,
  className,
  as: Element = 'section',
  dense = false,
  ...label
}: CardProps) {
  return (
    <Element
      className={cx(
        'rounded-2xl border border-stone-200 bg-white p-4 shadow-sm',
        !dense && 'sm:p-5',
        className,
      )}
      {...label}
    >
      {(title || actions) && (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title && <Heading className="text-lg font-semibold text-stone-900">{title}</Heading>}
          {actions && <div className="flex items-center gap-2">{actions}</div>}
        </div>
      )}
      {children}
    </Element>
  );
}
