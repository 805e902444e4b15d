import type { Me } from '@domain/auth/me';
import { shellMessages } from '@domain/messages/shell';
import { LogIn, LogOut, Menu, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { logout } from '../../lib/session';
import { Button } from '../../ui';
import { areaSwitchFor } from './area-switch';
import { Logo } from './logo';

const t = shellMessages.topBar;

interface TopBarProps {
  me: Me | null;
  /** While the session is unknown neither Login nor the user's controls show, so nothing flickers. */
  sessionLoading: boolean;
  /** Undefined when there is no menu to open (signed out). */
  onOpenMenu?: () => void;
  menuOpen: boolean;
}

export function TopBar({ me, sessionLoading, onOpenMenu, menuOpen }: TopBarProps) {
  const { pathname } = useLocation();
  const [leaving, setLeaving] = useState(false);
  const area = areaSwitchFor(me, pathname);

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="flex h-16 items-center gap-2 px-3 sm:px-4">
        {onOpenMenu && (
          <button
            type="button"
            onClick={onOpenMenu}
            aria-label={t.openMenu}
            aria-expanded={menuOpen}
            className="rounded-lg p-2 text-stone-700 hover:bg-stone-100 lg:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        )}
        <Link to={paths.home} className="flex min-w-0 items-center gap-2 rounded-lg pr-1">
          <Logo />
          <span className="truncate text-lg font-bold tracking-tight text-brand-800">
            {shellMessages.productTitle}
          </span>
        </Link>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {sessionLoading ? null : me ? (
            <>
              {area && (
                <Button asChild variant="ghost" size="sm" className="px-2.5">
                  <Link to={area.to}>
                    <area.icon aria-hidden="true" className="size-5" />
                    {/* Its name on every width, shown from md up; on phones the drawer lists it with its label. */}
                    <span className="sr-only md:not-sr-only">{area.label}</span>
                  </Link>
                </Button>
              )}
              <span className="hidden max-w-56 truncate text-sm text-stone-600 md:inline" title={me.email}>
                {me.email}
              </span>
              <Button asChild variant="ghost" size="sm" className="px-2.5">
                <Link to={paths.profile} aria-label={t.profile}>
                  <UserRound aria-hidden="true" className="size-5" />
                  <span aria-hidden="true" className="hidden sm:inline">
                    {t.profile}
                  </span>
                </Link>
              </Button>
              <Button
                variant="secondary"
                size="sm"
                className="px-2.5"
                aria-label={t.logout}
                loading={leaving}
                icon={<LogOut aria-hidden="true" className="size-5" />}
                onClick={() => {
                  setLeaving(true);
                  void logout();
                }}
              >
                <span aria-hidden="true" className="hidden sm:inline">
                  {t.logout}
                </span>
              </Button>
            </>
          ) : (
            <Button asChild size="sm">
              <Link to={paths.login}>
                <LogIn aria-hidden="true" className="size-4" />
                {t.login}
              </Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
