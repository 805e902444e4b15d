import { shellMessages } from '@domain/messages/shell';
import { LoaderCircle } from 'lucide-react';
import { cx } from '../lib/cx';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  /** Announced to screen readers; defaults to "Wird geladen…". */
  label?: string;
  /** Inside a control that already says it is busy: hidden from assistive technology. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({
  size = 'md',
  label = shellMessages.loading,
  decorative = false,
  className,
}: SpinnerProps) {
  const icon = <LoaderCircle aria-hidden="true" className={cx('animate-spin', sizes[size], className)} />;
  if (decorative) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the page area, for whole-page loading; a screen high, so the footer waits below the fold. */
export function PageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand-700">
      <Spinner size="lg" />
    </div>
  );
}
