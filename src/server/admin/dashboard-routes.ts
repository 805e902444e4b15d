import { Hono } from 'hono';
import type { AdminDashboardResponse } from '../../domain/dashboard/admin-dashboard-api';
import type { AppContext } from '../context';
import { adminDashboard } from '../features/dashboard/admin-dashboard';

// /api/admin/dashboard: the back office's start page.
export function adminDashboardRoutes(ctx: AppContext) {
  return new Hono().get('/', async (c) => {
    const body: AdminDashboardResponse = await adminDashboard(ctx);
    return c.json(body);
  });
}
