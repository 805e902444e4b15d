import { shellMessages } from '@domain/messages/shell';
import { CalendarDays, LayoutDashboard, LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useBranding } from '../../lib/branding';
import { paths } from '../../lib/paths';
import { useMe } from '../../lib/session';
import { Button, PAGE_TITLE_ID } from '../../ui';

const t = shellMessages.landing;

/** The public start page and the target after logout. */
export function LandingPage() {
  const { me } = useMe();
  const { providerName } = useBranding();
  const signedIn = me !== null;

  useEffect(() => {
    document.title = providerName;
  }, [providerName]);

  return (
    <section className="relative overflow-hidden rounded-3xl bg-brand-800 px-5 py-10 text-white shadow-lg sm:px-10 sm:py-14">
      <svg
        aria-hidden="true"
        viewBox="0 0 400 260"
        className="pointer-events-none absolute inset-0 h-full w-full text-white/10"
        preserveAspectRatio="xMidYMid slice"
      >
        <g fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="10" y="10" width="380" height="240" rx="6" />
          <line x1="200" y1="10" x2="200" y2="250" />
          <circle cx="200" cy="130" r="42" />
          <rect x="10" y="75" width="50" height="110" />
          <rect x="340" y="75" width="50" height="110" />
        </g>
      </svg>
      <div className="relative max-w-xl">
        <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{t.eyebrow}</p>
        <h1 id={PAGE_TITLE_ID} tabIndex={-1} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          {t.title(providerName)}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-brand-50">{t.lead}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {signedIn ? (
            <Button asChild size="lg" variant="secondary">
              <Link to={paths.dashboard}>
                <LayoutDashboard aria-hidden="true" className="size-5" />
                {t.dashboardLink}
              </Link>
            </Button>
          ) : (
            <Button asChild size="lg" variant="secondary">
              <Link to={paths.login}>
                <LogIn aria-hidden="true" className="size-5" />
                {t.loginLink}
              </Link>
            </Button>
          )}
          <Button
            asChild
            size="lg"
            variant="ghost"
            className="text-white ring-1 ring-white/60 ring-inset hover:bg-white/10 active:bg-white/20"
          >
            <Link to={paths.schedule}>
              <CalendarDays aria-hidden="true" className="size-5" />
              {t.scheduleLink}
            </Link>
          </Button>
        </div>
        {!signedIn && <p className="mt-6 text-sm text-brand-100">{t.loginHint}</p>}
      </div>
    </section>
  );
}
