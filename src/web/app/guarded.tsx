import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useMe } from '../lib/session';
import { PageSpinner } from '../ui';
import { decideGuard, type RouteAccess } from './guard';

/** A layout route that lets its children render only when decideGuard allows it. */
export function Guarded({ access }: { access: RouteAccess }) {
  const { me, isLoading } = useMe();
  const { pathname, search } = useLocation();
  // Once the session is known the page mounts in a deferred render, which React splits into slices, not in the one
  // long task of /api/me's answer (Lighthouse's total blocking time on a phone); the spinner stays until then.
  const waiting = useDeferredValue(isLoading);
  if (isLoading || waiting) return <PageSpinner />;
  const decision = decideGuard({ access, location: `${pathname}${search}` }, me);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
