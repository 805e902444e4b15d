import { shellMessages } from '@domain/messages/shell';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../lib/cx';

interface BannerCardProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  onClose?: () => void;
  closeLabel?: string;
  tone?: 'dark' | 'warning';
  /** role=status announces politely; the banners never steal focus. */
  labelledBy: string;
}

/** One card of the bottom banner stack (pwa/pwa-banners.tsx): update, install, offline, a page's own (push). */
export function BannerCard({
  icon,
  title,
  children,
  actions,
  onClose,
  closeLabel,
  tone = 'dark',
  labelledBy,
}: BannerCardProps) {
  return (
    <section
      role="status"
      aria-labelledby={labelledBy}
      className={cx(
        'pointer-events-auto flex w-full items-start gap-3 rounded-2xl p-3 shadow-lg sm:p-4',
        tone === 'dark' ? 'bg-stone-900 text-white' : 'border border-amber-300 bg-amber-50 text-amber-950',
      )}
    >
      <div className="mt-0.5 shrink-0" aria-hidden="true">
        {icon}
      </div>
      <div className="min-w-0 flex-1">
        <h2 id={labelledBy} className="font-semibold">
          {title}
        </h2>
        {children && <div className="mt-0.5 text-sm opacity-90">{children}</div>}
        {actions && <div className="mt-3 flex flex-wrap gap-2">{actions}</div>}
      </div>
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel ?? shellMessages.ui.close}
          className={cx(
            '-m-1 rounded-lg p-2',
            tone === 'dark' ? 'text-stone-300 hover:bg-white/10 hover:text-white' : 'hover:bg-black/5',
          )}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      )}
    </section>
  );
}
