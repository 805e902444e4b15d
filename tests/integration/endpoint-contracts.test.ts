import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findTargetHandler, isMiddleware } from 'hono/utils/handler';
import { describe, expect, it } from 'vitest';
import { apiEndpoints } from '../../src/domain/endpoints';
import { createApp } from '../../src/server/app';
import { endpointOf } from '../../src/server/http/endpoint-routes';
import { pendingAdminRoutes } from '../helpers/endpoint-contracts/pending-admin';
import { pendingPortalRoutes } from '../helpers/endpoint-contracts/pending-portal';
import { setupTestApp } from '../helpers/test-app';

// Each endpoint is defined once (decision 049): every route the app mounts under /api is served from its
// definition in src/domain (method, path, request and answer), through src/server/http/endpoint-routes.ts. Routes
// not converted yet are listed by name; the lists only shrink: a listed route that now has its definition, or that
// no longer exists, fails as well.

const t = setupTestApp();

/** Mounted, but not endpoints of the API: each with the reason. */
const notEndpoints: Record<string, string> = {
  'ALL /api/*': 'The /api fallback: 404 NOT_FOUND for every path no feature mounts.',
};

interface Mounted {
  key: string;
  definition: string | undefined;
}

/** Every route the app mounts under /api (middleware aside), with the key of the definition its handler serves. */
function mountedApiRoutes(): Mounted[] {
  const app = createApp(t.ctx, { expectedMigrations: 0, serveWeb: true });
  return app.routes
    .filter((r) => r.path === '/api' || r.path.startsWith('/api/'))
    .map((r) => ({ method: r.method, path: r.path, handler: findTargetHandler(r.handler) }))
    .filter((r) => !isMiddleware(r.handler))
    .map((r) => ({ key: `${r.method} ${r.path}`, definition: endpointOf(r.handler)?.key }));
}

/** 'METHOD /api/path' for a definition's 'METHOD /path'. */
const mountedKey = (key: string) => key.replace(' ', ' /api');

describe('endpoint contracts', () => {
  const pending = [...pendingPortalRoutes, ...pendingAdminRoutes];

  it('serves every /api route from its definition, but the listed ones not converted yet', () => {
    const missing = mountedApiRoutes()
      .filter((r) => r.definition === undefined && !pending.includes(r.key) && !(r.key in notEndpoints))
      .map((r) => r.key);
    expect(missing, 'define these in src/domain and mount them with serve()').toEqual([]);
  });

  it('lists no route that has its definition now, or that is no longer mounted', () => {
    const withoutDefinition = new Set(
      mountedApiRoutes()
        .filter((r) => !r.definition)
        .map((r) => r.key),
    );
    expect(pending.filter((key) => !withoutDefinition.has(key))).toEqual([]);
    expect(pending.filter((key, i) => pending.indexOf(key) !== i)).toEqual([]);
    expect(Object.keys(notEndpoints).filter((key) => !withoutDefinition.has(key))).toEqual([]);
  });

  it('mounts each definition at its own method and path, once', () => {
    const served = mountedApiRoutes().filter((r) => r.definition);
    expect(served.filter((r) => mountedKey(r.definition!) !== r.key)).toEqual([]);
    const keys = served.map((r) => r.key);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('lists every served definition in src/domain/endpoints.ts, and mounts every listed one', () => {
    const listed: string[] = apiEndpoints.map((e) => e.key);
    expect(listed.filter((key, i) => listed.indexOf(key) !== i)).toEqual([]);
    const served = mountedApiRoutes().flatMap((r) => (r.definition ? [r.definition] : []));
    expect(served.filter((key) => !listed.includes(key))).toEqual([]);
    expect(listed.filter((key) => !served.includes(key))).toEqual([]);
  });
});

describe('the web and the definitions', () => {
  // A definition holds its schemas: imported for its value, it would bring zod into a page's first download.
  it('imports src/domain/endpoints.ts and the *-endpoints.ts files for their types only', () => {
    const dir = path.resolve('src/web');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    const valueImports = files.filter((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      return /import\s+(?!type\b)[^;]*from\s+'[^']*(\/endpoints|-endpoints)'/.test(text);
    });
    expect(valueImports).toEqual([]);
  });
});
