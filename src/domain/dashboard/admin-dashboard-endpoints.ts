import { defineEndpoint, typedAnswer } from '../api/endpoint';
import type { AdminAttendanceRatesResponse } from './admin-attendance-rates-api';
import type { AdminDashboardResponse } from './admin-dashboard-api';
import { type AdminWeeklyFiguresResponse, adminWeeklyFiguresQuerySchema } from './admin-weekly-figures-api';

// The back office's start page, its chart of bookings and revenue per week, and its attendance rates.

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
  /** Attendance rates per offer and the lowest per child, over the past days' marks (issue 29). */
  attendanceRates: defineEndpoint({
    method: 'GET',
    path: '/admin/dashboard/attendance',
    response: typedAnswer<AdminAttendanceRatesResponse>(),
  }),
};
