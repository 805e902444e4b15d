import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { AppOptions } from '../../../src/server/app';
import { setupTestApp } from '../test-app';
import { businessPart, fullDatabaseDigest } from './db-digest';
import { authzRoutes } from './routes';
import {
  ACTORS,
  type AnyActor,
  type AuthzCall,
  type AuthzRoute,
  EXTRA_ACTORS,
  expectsChange,
  FAMILY_OF,
  type Objects,
  type Outcome,
  statusOf,
} from './types';
import { type AuthzWorld, createAuthzWorld } from './world';

// The authorisation matrix (docs/reliability.md section 3): every route that needs a session, called by
// anonymous, parent A, A's linked second parent B, unrelated parent C and an admin, with objects of A's
// family and of C's. Each call gets a fresh world; the answer's status is checked, the whole database is
// compared before and after, and nothing of the named family may reach an actor outside it. It runs as several
// test files (the parents' routes, the back office's, the trainer area's, the pages) so the test workers share its
// calls.
//
// "Fresh" without building a world per call: the actors of one row and object kind run one after the other on one
// world with the row's setup done once, as long as every call leaves the whole database (sign-in bookkeeping
// included) exactly as it found it. The first call that changes anything, expected or not, ends that world; the next
// actor gets a new one. So each call still sees a state equal to a new world plus its row's setup. The actors
// expected to write come last in each row, so the others share a world before them. The parents' file built 221
// worlds instead of 681: its tests took 56 s instead of 96 s (back to back, the machine at a load of 12-15).

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
        [...ACTORS, ...EXTRA_ACTORS]
          .flatMap((actor) => {
            const outcome = byActor[actor];
            return outcome === undefined ? [] : [{ route, objects, actor, outcome }];
          })
          // The calls that must write end a world: they go last, so the others can share one before them.
          .sort((a, b) => Number(expectsChange(a.outcome)) - Number(expectsChange(b.outcome))),
    ),
  );
}

/** A row's world with its setup done, and the whole database as it stood then. */
interface Prepared {
  route: AuthzRoute;
  objects: Objects;
  world: AuthzWorld;
  call: AuthzCall;
  state: Record<string, string>;
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
  /** What the last call left untouched, for the next actor of the same row and objects; none after a change. */
  let untouched: Prepared | undefined;

  async function prepare({ route, objects }: MatrixCase): Promise<Prepared> {
    const reusable = untouched?.route === route && untouched.objects === objects ? untouched : undefined;
    // A call that fails half-way leaves a state nobody checked: nothing is reused unless this call ends well.
    untouched = undefined;
    if (reusable) return reusable;
    const world = await createAuthzWorld(t);
    const call = await route.setup(world, objects);
    return { route, objects, world, call, state: await fullDatabaseDigest(t.ctx.db) };
  }

  describe(name, () => {
    it('has rows', () => expect(cases.length).toBeGreaterThan(0));

    it.each(cases.map((c) => [title(c), c] as const))('%s', async (_title, c) => {
      const prepared = await prepare(c);
      const { world, call } = prepared;
      const cookie = world.cookies[c.actor];
      const before = businessPart(prepared.state);

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
      const state = await fullDatabaseDigest(t.ctx.db);
      const after = businessPart(state);
      if (expectsChange(c.outcome)) expect(after, 'the call should have written').not.toEqual(before);
      else expect(after, 'the call must not change anything').toEqual(before);
      for (const secret of call.neverShown ?? []) expect(text).not.toContain(secret);
      if (!FAMILY_OF[c.objects].includes(c.actor)) {
        for (const secret of call.secrets ?? []) expect(text).not.toContain(secret);
      }
      if (isDeepStrictEqual(state, prepared.state)) untouched = prepared;
    });
  });
}
