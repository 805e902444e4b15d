import { ADMIN_DASHBOARD_PATH, type AdminDashboardResponse } from '@domain/dashboard/admin-dashboard-api';
import {
  ADMIN_WEEKLY_FIGURES_PATH,
  type AdminWeeklyFiguresResponse,
  WEEKLY_FIGURES_DEFAULT_WEEKS,
} from '@domain/dashboard/admin-weekly-figures-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const adminDashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: ({ signal }) => api.get<AdminDashboardResponse>(ADMIN_DASHBOARD_PATH, signal),
});

/** The weekly figures' path under /api, for `weeks` weeks. */
export function adminWeeklyFiguresPath(weeks: number): string {
  return `${ADMIN_WEEKLY_FIGURES_PATH}?weeks=${weeks}`;
}

export function adminWeeklyFiguresQuery(weeks = WEEKLY_FIGURES_DEFAULT_WEEKS) {
  return queryOptions({
    queryKey: ['admin', 'dashboard', 'weekly-figures', weeks],
    queryFn: ({ signal }) => api.get<AdminWeeklyFiguresResponse>(adminWeeklyFiguresPath(weeks), signal),
  });
}

export function useAdminDashboard() {
  return useQuery(adminDashboardQuery);
}

export function useAdminWeeklyFigures(weeks = WEEKLY_FIGURES_DEFAULT_WEEKS) {
  return useQuery(adminWeeklyFiguresQuery(weeks));
}
