import type { ReactNode } from 'react';
import { cx } from '../lib/cx';

export type BadgeTone = 'red' | 'yellow' | 'green' | 'neutral' | 'info';

// Dark text on light tints: every pair is above 4.5:1.
const tones: Record<BadgeTone, string> = {
  red: 'bg-red-100 text-red-800 ring-red-200',
  yellow: 'bg-amber-100 text-amber-900 ring-amber-200',
  green: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  neutral: 'bg-stone-100 text-stone-700 ring-stone-200',
  info: 'bg-sky-100 text-sky-800 ring-sky-200',
};

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
