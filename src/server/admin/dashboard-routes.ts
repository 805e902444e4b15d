import { Hono } from 'hono';
import type { AdminDashboardResponse } from '../../domain/dashboard/admin-dashboard-api';
import {
  type AdminWeeklyFiguresResponse,
  adminWeeklyFiguresQuerySchema,
} from '../../domain/dashboard/admin-weekly-figures-api';
import type { AppContext } from '../context';
import { adminDashboard } from '../features/dashboard/admin-dashboard';
import { adminWeeklyFigures } from '../features/dashboard/admin-weekly-figures';

// /api/admin/dashboard: the back office's start page, and its chart of bookings and revenue per week.
export function adminDashboardRoutes(ctx: AppContext) {
  return new Hono()
    .get('/', async (c) => {
      const body: AdminDashboardResponse = await adminDashboard(ctx);
      return c.json(body);
    })
    .get('/weekly-figures', async (c) => {
      const query = adminWeeklyFiguresQuerySchema.parse(c.req.query());
      const body: AdminWeeklyFiguresResponse = await adminWeeklyFigures(ctx, query);
      return c.json(body);
    });
}
