import { WEEKLY_FIGURES_DEFAULT_WEEKS } from '@domain/dashboard/admin-weekly-figures-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, callPath, pathOf } from '../../lib/api';

export const adminDashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: ({ signal }) => call('GET /admin/dashboard', { signal }),
});

/** The weekly figures' path under /api, for `weeks` weeks: the server-drawn first view's answer. */
export function adminWeeklyFiguresPath(weeks: number): string {
  return callPath(pathOf('GET /admin/dashboard/weekly-figures'), undefined, { weeks });
}

export function adminWeeklyFiguresQuery(weeks = WEEKLY_FIGURES_DEFAULT_WEEKS) {
  return queryOptions({
    queryKey: ['admin', 'dashboard', 'weekly-figures', weeks],
    queryFn: ({ signal }) => call('GET /admin/dashboard/weekly-figures', { query: { weeks }, signal }),
  });
}

export function useAdminDashboard() {
  return useQuery(adminDashboardQuery);
}

export function useAdminWeeklyFigures(weeks = WEEKLY_FIGURES_DEFAULT_WEEKS) {
  return useQuery(adminWeeklyFiguresQuery(weeks));
}

/** The "Anwesenheit" card's rates (issue 29), loaded beside the page's first answer. */
export function useAdminAttendanceRates() {
  return useQuery({
    queryKey: ['admin', 'dashboard', 'attendance'],
    queryFn: ({ signal }) => call('GET /admin/dashboard/attendance', { signal }),
  });
}
