import type { ReactNode } from 'react';
import { cx } from '../lib/cx';

export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title inside the page outline; h2 by default. */
  titleAs?: 'h2' | 'h3';
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function Card({ title, titleAs: Heading = 'h2', actions, children, className }: CardProps) {
  return (
    <section className={cx('rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5', className)}>
      {(title || actions) && (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title && <Heading className="text-lg font-semibold text-stone-900">{title}</Heading>}
          {actions && <div className="flex items-center gap-2">{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}
