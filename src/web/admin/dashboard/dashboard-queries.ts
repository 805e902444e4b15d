import { ADMIN_DASHBOARD_PATH, type AdminDashboardResponse } from '@domain/dashboard/admin-dashboard-api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function useAdminDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => api.get<AdminDashboardResponse>(ADMIN_DASHBOARD_PATH, signal),
  });
}
