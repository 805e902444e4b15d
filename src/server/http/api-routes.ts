import { Hono } from 'hono';
import type { AppContext } from '../context';

// Every feature's routes are mounted here, under /api. The authorisation matrix test reads this list of routes, so
// a new endpoint without a matrix row fails CI.
export function apiRoutes(_ctx: AppContext) {
  const api = new Hono();
  return api;
}
