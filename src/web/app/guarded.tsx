import { Navigate, Outlet, useLocation } from 'react-router';
import { useMe } from '../lib/session';
import { PageSpinner } from '../ui';
import { decideGuard, type RouteAccess } from './guard';

/** A layout route that lets its children render only when decideGuard allows it. */
export function Guarded({ access }: { access: RouteAccess }) {
  const { me, isLoading } = useMe();
  const { pathname, search } = useLocation();
  if (isLoading) return <PageSpinner />;
  const decision = decideGuard({ access, location: `${pathname}${search}` }, me);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
