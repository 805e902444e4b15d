import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { databaseDigest } from '../helpers/authz/db-digest';
import { mountedEndpoints } from '../helpers/authz/mounted-routes';
import { publicApiRoutes, publicRoutesOutsideApi } from '../helpers/authz/public-routes';
import { authzRoutes } from '../helpers/authz/routes';
import {
  ACTORS,
  type Actor,
  type AuthzRoute,
  expectsChange,
  FAMILY_OF,
  type Objects,
  type Outcome,
  statusOf,
} from '../helpers/authz/types';
import { createAuthzWorld } from '../helpers/authz/world';
import { setupTestApp } from '../helpers/test-app';

// The authorisation matrix (RELIABILITY.md section 3): every route that needs a session, called by anonymous,
// parent A, A's linked second parent B, unrelated parent C and an admin, with objects of A's family and of C's.
// Each call gets a fresh world; the answer's status is checked, the whole database is compared before and after,
// and nothing of the named family may reach an actor outside it. Rows live in tests/helpers/authz/routes/.

const t = setupTestApp();

interface MatrixCase {
  route: AuthzRoute;
  objects: Objects;
  actor: Actor;
  outcome: Outcome;
}

const cases: MatrixCase[] = authzRoutes.flatMap((route) =>
  (Object.entries(route.expected) as [Objects, Record<Actor, Outcome>][]).flatMap(([objects, byActor]) =>
    ACTORS.map((actor) => ({ route, objects, actor, outcome: byActor[actor] })),
  ),
);

function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: setup gave no value for :${name}`);
    return encodeURIComponent(value);
  });
}

const title = ({ route, objects, actor, outcome }: MatrixCase) =>
  `${route.method} ${route.path}${route.label ? ` (${route.label})` : ''} [${objects}] as ${actor} -> ${statusOf(outcome)}${
    expectsChange(outcome) ? ' (writes)' : ''
  }`;

describe('authorisation matrix', () => {
  it.each(cases.map((c) => [title(c), c] as const))('%s', async (_title, c) => {
    const world = await createAuthzWorld(t);
    const call = await c.route.setup(world, c.objects);
    const cookie = world.cookies[c.actor];
    const before = await databaseDigest(t.ctx.db);

    const headers: Record<string, string> = cookie ? { cookie } : {};
    if (call.rawBody) headers['content-type'] = call.rawBody.contentType;
    const query = call.query ? `?${new URLSearchParams(call.query)}` : '';
    const res = await t.request(`${fillPath(c.route.path, call.params)}${query}`, {
      method: c.route.method,
      headers,
      ...(call.origin === undefined ? {} : { origin: call.origin }),
      ...(call.rawBody ? { body: call.rawBody.text } : call.body === undefined ? {} : { json: call.body }),
    });
    const text = await res.text();

    expect(res.status, text).toBe(statusOf(c.outcome));
    const after = await databaseDigest(t.ctx.db);
    if (expectsChange(c.outcome)) expect(after, 'the call should have written').not.toEqual(before);
    else expect(after, 'the call must not change anything').toEqual(before);
    for (const secret of call.neverShown ?? []) expect(text).not.toContain(secret);
    if (!FAMILY_OF[c.objects].includes(c.actor)) {
      for (const secret of call.secrets ?? []) expect(text).not.toContain(secret);
    }
  });
});

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

  it('checks every session route with an actor that is refused and one that is allowed', () => {
    for (const key of rows) {
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
