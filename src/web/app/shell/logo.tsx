import { useState } from 'react';
import { useBranding } from '../../lib/branding';

/** The provider's logo when configured, otherwise a football mark. Decorative: the title beside it names the app. */
export function Logo() {
  const { branding } = useBranding();
  const [failed, setFailed] = useState(false);
  if (branding?.logoUrl && !failed) {
    return (
      <img
        src={branding.logoUrl}
        alt=""
        width={36}
        height={36}
        className="size-9 rounded-lg object-contain"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <svg viewBox="0 0 36 36" aria-hidden="true" className="size-9 shrink-0">
      <rect width="36" height="36" rx="9" className="fill-brand-700" />
      <circle cx="18" cy="18" r="11" fill="#fff" />
      <path d="m18 12.5 5.2 3.8-2 6.1h-6.4l-2-6.1z" className="fill-brand-900" />
      <path
        d="M18 7v5.5m5.2 3.8 5.3-1.7m-7.3 7.8 3.2 4.6m-9.6-4.6-3.2 4.6m1.2-10.5-5.3-1.7"
        className="stroke-brand-900"
        strokeWidth="1.4"
        fill="none"
      />
    </svg>
  );
}
