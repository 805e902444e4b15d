import type { Hono } from 'hono';

/**
 * 'METHOD /api/path' of every endpoint the app mounts under /api. Middleware (`use`, method ALL) and the /api
 * 404 fallback are not endpoints; a route with its own middleware appears once.
 */
export function mountedApiRoutes(app: Pick<Hono, 'routes'>): string[] {
  const keys = app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort();
}
