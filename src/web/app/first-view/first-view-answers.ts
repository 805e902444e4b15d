import type { MeResponse } from '@domain/auth/me';
import { ADMIN_DASHBOARD_PATH } from '@domain/dashboard/admin-dashboard-api';
import { WEEKLY_FIGURES_DEFAULT_WEEKS } from '@domain/dashboard/admin-weekly-figures-api';
import type { ServerDrawnPath } from '@domain/first-views';
import type { QueryKey } from '@tanstack/react-query';
import {
  adminDashboardQuery,
  adminWeeklyFiguresPath,
  adminWeeklyFiguresQuery,
} from '../../admin/dashboard/dashboard-queries';
import { bookingQueryKeys } from '../../features/bookings/booking-queries';
import { secondParentQueryKey } from '../../features/family/family-queries';
import { newsQueryKey } from '../../features/news/news-queries';
import { pathOf } from '../../lib/api';
import { brandingQueryKey } from '../../lib/branding';
import { meQueryKey } from '../../lib/session';

/** One answer a server-rendered first view is drawn with: the query it fills and the /api path that answers it. */
export interface FirstViewAnswer {
  queryKey: QueryKey;
  /** Under /api, as lib/api.ts asks for it. */
  path: string;
  /** The query's data from the answer's body, when the query keeps less than the body (the session keeps its user). */
  data?: (body: unknown) => unknown;
}

/** What the frame needs on every page: the session (top bar, menu, guards) and the provider's branding. */
export const FRAME_ANSWERS: FirstViewAnswer[] = [
  {
    queryKey: meQueryKey,
    path: pathOf('GET /me'),
    data: (body) => (body as MeResponse | undefined)?.user ?? null,
  },
  { queryKey: brandingQueryKey, path: pathOf('GET /branding') },
];

/**
 * The first views the server renders (@domain/first-views), each with the answers its
 * first screen is drawn with. The same query keys and paths as the pages' own hooks, imported from them.
 */
export const FIRST_VIEW_ANSWERS: Record<ServerDrawnPath, FirstViewAnswer[]> = {
  '/login': [],
  '/schedule': [{ queryKey: bookingQueryKeys.schedule, path: pathOf('GET /schedule') }],
  // The news, the largest part of a phone's first screen, and whether an offer to link waits above it (the other
  // cards are below the first screen: the browser asks for them as before).
  '/dashboard': [
    { queryKey: secondParentQueryKey, path: pathOf('GET /family/second-parent') },
    { queryKey: newsQueryKey, path: pathOf('GET /news') },
  ],
  // The back office's start: its counts and lists, and the weeks' figures (the side menu comes with the frame).
  '/admin': [
    { queryKey: adminDashboardQuery.queryKey, path: ADMIN_DASHBOARD_PATH },
    {
      queryKey: adminWeeklyFiguresQuery().queryKey,
      path: adminWeeklyFiguresPath(WEEKLY_FIGURES_DEFAULT_WEEKS),
    },
  ],
};
