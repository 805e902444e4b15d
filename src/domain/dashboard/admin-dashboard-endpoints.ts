import { defineEndpoint, typedAnswer } from '../api/endpoint';
import type { AdminDashboardResponse } from './admin-dashboard-api';
import { type AdminWeeklyFiguresResponse, adminWeeklyFiguresQuerySchema } from './admin-weekly-figures-api';

// The back office's start page and its chart of bookings and revenue per week.

export const adminDashboardEndpoints = {
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/admin/dashboard',
    response: typedAnswer<AdminDashboardResponse>(),
  }),
  /** Weeks run Monday to Sunday in Europe/Zurich; money travels as cents. */
  weeklyFigures: defineEndpoint({
    method: 'GET',
    path: '/admin/dashboard/weekly-figures',
    query: adminWeeklyFiguresQuerySchema,
    response: typedAnswer<AdminWeeklyFiguresResponse>(),
  }),
};
