import { describe, expect, it } from 'vitest';
import { sessionCookieFor } from '../helpers/auth';
import { databaseDigest } from '../helpers/authz/db-digest';
import { authzRoutes } from '../helpers/authz/routes';
import type { Objects } from '../helpers/authz/types';
import { createAuthzWorld } from '../helpers/authz/world';
import { setupTestApp } from '../helpers/test-app';

// Every back-office route of the authorisation matrix, called by an admin whose session has not passed the second
// factor (decision 036): 403 SECOND_FACTOR_REQUIRED with its German text, and nothing changes. The matrix itself
// calls the same routes with a session past the factor and gets through.

const t = setupTestApp();

const adminRoutes = authzRoutes.filter((route) => route.path.startsWith('/api/admin/'));

function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));
}

describe('an admin without the second factor', () => {
  it('finds the back-office routes in the matrix', () => {
    expect(adminRoutes.length).toBeGreaterThan(50);
  });

  it.each(
    adminRoutes.map(
      (route) => [`${route.method} ${route.path}${route.label ? ` (${route.label})` : ''}`, route] as const,
    ),
  )('%s -> 403 SECOND_FACTOR_REQUIRED', async (_title, route) => {
    const world = await createAuthzWorld(t);
    const objects = Object.keys(route.expected)[0] as Objects;
    const call = await route.setup(world, objects);
    const cookie = await sessionCookieFor(t, world.admin.id, { secondFactor: false });
    const before = await databaseDigest(t.ctx.db);
    const headers: Record<string, string> = { cookie };
    if (call.rawBody) headers['content-type'] = call.rawBody.contentType;
    const res = await t.request(fillPath(route.path, call.params), {
      method: route.method,
      headers,
      ...(call.rawBody ? { body: call.rawBody.text } : call.body === undefined ? {} : { json: call.body }),
    });
    const text = await res.text();
    expect(res.status, text).toBe(403);
    expect(JSON.parse(text)).toEqual({
      requestId: expect.any(String),
      error: {
        code: 'SECOND_FACTOR_REQUIRED',
        message: 'Bitte bestätigen Sie die Anmeldung mit Ihrem zweiten Faktor.',
      },
    });
    // Only the new session itself was written before the call; the call changes nothing.
    expect(await databaseDigest(t.ctx.db)).toEqual(before);
  });
});
