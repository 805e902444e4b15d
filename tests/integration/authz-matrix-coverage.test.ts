import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { mountedEndpoints } from '../helpers/authz/mounted-routes';
import { publicApiRoutes, publicRoutesOutsideApi } from '../helpers/authz/public-routes';
import { authzRoutes } from '../helpers/authz/routes';
import { statusOf } from '../helpers/authz/types';
import { setupTestApp } from '../helpers/test-app';

// The authorisation matrix's coverage: every endpoint the app mounts has a row (run by authz-matrix-parent and
// authz-matrix-admin) or a public entry with its reason, and every row can be refused and allowed.

const t = setupTestApp();

describe('matrix coverage', () => {
  const rows = new Set(authzRoutes.map((r) => `${r.method} ${r.path}`));
  const publicRoutes = { ...publicApiRoutes, ...publicRoutesOutsideApi };
  // Every endpoint the app mounts: /api, /dev, the health checks and, with the web served, the SPA's routes.
  const mounted = () => mountedEndpoints(createApp(t.ctx, { expectedMigrations: 0, serveWeb: true }));

  it('has a row, or a public entry with its reason, for every endpoint the app mounts', () => {
    const missing = mounted().filter((key) => !rows.has(key) && !(key in publicRoutes));
    expect(missing, 'add these to tests/helpers/authz/routes (or public-routes.ts)').toEqual([]);
  });

  it('has no row and no public entry for a route that is not mounted', () => {
    const endpoints = new Set(mounted());
    const stale = [...rows, ...Object.keys(publicRoutes)].filter((key) => !endpoints.has(key));
    expect(stale).toEqual([]);
  });

  it('lists /api routes as public only in the /api list and others only in the other', () => {
    expect(Object.keys(publicApiRoutes).filter((key) => !key.split(' ')[1]!.startsWith('/api/'))).toEqual([]);
    expect(
      Object.keys(publicRoutesOutsideApi).filter((key) => key.split(' ')[1]!.startsWith('/api/')),
    ).toEqual([]);
  });

  // A server-drawn page refuses nobody: it sends a visitor on (302) or draws their own data (routes/pages.ts).
  it('checks every session route with an actor that is refused and one that is allowed', () => {
    for (const key of [...rows].filter((row) => row.includes(' /api/'))) {
      const outcomes = authzRoutes
        .filter((r) => `${r.method} ${r.path}` === key)
        .flatMap((r) => Object.values(r.expected).flatMap((byActor) => Object.values(byActor)));
      expect(
        outcomes.some((o) => statusOf(o) >= 400),
        key,
      ).toBe(true);
      expect(
        outcomes.some((o) => statusOf(o) < 400),
        key,
      ).toBe(true);
    }
  });
});
