import { Hono } from 'hono';
import { adminDashboardEndpoints as endpoints } from '../../domain/dashboard/admin-dashboard-endpoints';
import type { AppContext } from '../context';
import { adminAttendanceRates } from '../features/dashboard/admin-attendance-rates';
import { adminDashboard } from '../features/dashboard/admin-dashboard';
import { adminWeeklyFigures } from '../features/dashboard/admin-weekly-figures';
import { serve } from '../http/endpoint-routes';

// /api/admin/dashboard: the back office's start page, its chart of bookings and revenue per week, and its
// attendance rates.
export function adminDashboardRoutes(ctx: AppContext) {
  const routes = new Hono();
  serve(routes, endpoints.dashboard, () => adminDashboard(ctx));
  serve(routes, endpoints.weeklyFigures, (_c, { query }) => adminWeeklyFigures(ctx, query));
  serve(routes, endpoints.attendanceRates, () => adminAttendanceRates(ctx));
  return routes;
}
