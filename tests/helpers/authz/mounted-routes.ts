import type { Hono } from 'hono';
import { inspectRoutes } from 'hono/dev';

/**
 * 'METHOD /path' of every endpoint the app mounts: /api, /dev, the health checks and the web routes, catch-alls
 * (method ALL) included. Middleware (a handler that takes `next`) is not an endpoint; a route with its own
 * middleware appears once.
 */
export function mountedEndpoints(app: Hono): string[] {
  const keys = inspectRoutes(app)
    .filter((r) => !r.isMiddleware)
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort();
}
