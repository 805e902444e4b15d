import { Hono } from 'hono';
import type { AppContext } from '../context';
import { brandingRoutes } from '../features/branding/routes';

// Every feature's routes are mounted here, under /api. The authorisation matrix test reads this list of routes, so
// a new endpoint without a matrix row fails CI.
export function apiRoutes(ctx: AppContext) {
  const api = new Hono();
  api.route('/branding', brandingRoutes(ctx));
  return api;
}
