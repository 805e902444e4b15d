import { describe, expect, it } from 'vitest';
import type { AppOptions } from '../../../src/server/app';
import { setupTestApp } from '../test-app';
import { databaseDigest } from './db-digest';
import { authzRoutes } from './routes';
import {
  ACTORS,
  type AnyActor,
  type AuthzRoute,
  EXTRA_ACTORS,
  expectsChange,
  FAMILY_OF,
  type Objects,
  type Outcome,
  statusOf,
} from './types';
import { createAuthzWorld } from './world';

// The authorisation matrix (docs/reliability.md section 3): every route that needs a session, called by
// anonymous, parent A, A's linked second parent B, unrelated parent C and an admin, with objects of A's
// family and of C's. Each call gets a fresh world; the answer's status is checked, the whole database is
// compared before and after, and nothing of the named family may reach an actor outside it. It runs as two
// test files (the parents' routes and the back office's) so the two test workers share its 1400 calls.

interface MatrixCase {
  route: AuthzRoute;
  objects: Objects;
  actor: AnyActor;
  outcome: Outcome;
}

function casesOf(routes: AuthzRoute[]): MatrixCase[] {
  return routes.flatMap((route) =>
    (Object.entries(route.expected) as [Objects, Partial<Record<AnyActor, Outcome>>][]).flatMap(
      ([objects, byActor]) =>
        [...ACTORS, ...EXTRA_ACTORS].flatMap((actor) => {
          const outcome = byActor[actor];
          return outcome === undefined ? [] : [{ route, objects, actor, outcome }];
        }),
    ),
  );
}

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

/** The trainer area's routes (issue 29), a part of their own. */
export const isTrainerRoute = (route: AuthzRoute) => route.path.startsWith('/api/trainer/');

/** Back-office routes, the second half of the matrix. */
export const isAdminRoute = (route: AuthzRoute) => route.path.startsWith('/api/admin');

/** The server-drawn pages (decision 045), the third part: called on an app that serves them. */
export const isPageRoute = (route: AuthzRoute) => !route.path.startsWith('/api/');

/** Declares one test per route, object and actor for the rows `include` picks. */
export function describeAuthzMatrix(
  name: string,
  include: (route: AuthzRoute) => boolean,
  appOptions: Omit<AppOptions, 'expectedMigrations'> = {},
): void {
  const t = setupTestApp({}, appOptions);
  const cases = casesOf(authzRoutes.filter(include));

  describe(name, () => {
    it('has rows', () => expect(cases.length).toBeGreaterThan(0));

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
}
