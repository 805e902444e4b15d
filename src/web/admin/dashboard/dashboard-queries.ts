import { ADMIN_DASHBOARD_PATH, type AdminDashboardResponse } from '@domain/dashboard/admin-dashboard-api';
import {
  ADMIN_WEEKLY_FIGURES_PATH,
  type AdminWeeklyFiguresResponse,
  WEEKLY_FIGURES_DEFAULT_WEEKS,
} from '@domain/dashboard/admin-weekly-figures-api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function useAdminDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => api.get<AdminDashboardResponse>(ADMIN_DASHBOARD_PATH, signal),
  });
}

export function useAdminWeeklyFigures(weeks = WEEKLY_FIGURES_DEFAULT_WEEKS) {
  return useQuery({
    queryKey: ['admin', 'dashboard', 'weekly-figures', weeks],
    queryFn: ({ signal }) =>
      api.get<AdminWeeklyFiguresResponse>(`${ADMIN_WEEKLY_FIGURES_PATH}?weeks=${weeks}`, signal),
  });
}
