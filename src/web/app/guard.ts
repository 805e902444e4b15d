import type { Me } from '@domain/auth/me';
import { isProfileComplete } from '@domain/profile-completeness';
import { loginPath, onboardingPath, paths, safeRedirect, secondFactorPath } from '../lib/paths';

/**
 * Who may open a route:
 * - public: everyone;
 * - guest: the login page; a signed-in visitor goes straight on to redirectTo;
 * - onboarding: signed in; a complete profile goes straight on to redirectTo;
 * - parent: signed in with a complete profile (admins too: they are users of the portal as well);
 * - admin: signed in, complete profile, role admin, the session past the second factor;
 * - trainer: signed in, complete profile, a trainer account (issue 29), the session past the second factor;
 * - second-factor: an admin or trainer account (parents go on to redirectTo); the page itself moves on once the
 *   session passed the factor, after showing the recovery codes of a first enrolment (a refetched /api/me must not
 *   hide them).
 */
export type RouteAccess =
  | 'public'
  | 'guest'
  | 'onboarding'
  | 'second-factor'
  | 'parent'
  | 'admin'
  | 'trainer';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export interface GuardRoute {
  access: RouteAccess;
  /** The requested location: pathname plus search, e.g. "/camps?tab=past". */
  location: string;
}

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

function redirectToParam(location: string): string | null {
  const query = location.indexOf('?');
  return query < 0 ? null : new URLSearchParams(location.slice(query + 1)).get('redirectTo');
}

export function decideGuard(route: GuardRoute, me: Me | null): GuardDecision {
  switch (route.access) {
    case 'public':
      return allow;
    case 'guest':
      return me ? redirect(safeRedirect(redirectToParam(route.location), me.role)) : allow;
    case 'onboarding':
      if (!me) return redirect(loginPath(route.location));
      return isProfileComplete(me) ? redirect(safeRedirect(redirectToParam(route.location), me.role)) : allow;
    case 'second-factor':
      if (!me) return redirect(loginPath(route.location));
      return me.role === 'admin' || me.trainer
        ? allow
        : redirect(safeRedirect(redirectToParam(route.location), me.role));
    case 'parent':
    case 'admin':
    case 'trainer': {
      if (!me) return redirect(loginPath(route.location));
      if (!isProfileComplete(me)) return redirect(onboardingPath(route.location));
      const entitled =
        route.access === 'admin' ? me.role === 'admin' : route.access === 'trainer' ? me.trainer : true;
      if (!entitled) return redirect(paths.home);
      if (route.access !== 'parent' && me.secondFactor) return redirect(secondFactorPath(route.location));
      return allow;
    }
  }
}
