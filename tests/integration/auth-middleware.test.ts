import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  requireAdmin,
  requireParent,
  requireUser,
  sessionMiddleware,
} from '../../src/server/auth/middleware';
import { handleError } from '../../src/server/http/error-handler';
import { createAdmin, createParent } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

// A stand-in feature router, mounted the way later features mount theirs.
function guardedApp() {
  const app = new Hono();
  app.onError(handleError);
  app.use('*', sessionMiddleware(t.ctx));
  app.get('/user', requireUser, (c) => c.json({ id: c.get('user').id, sessionId: c.get('sessionId') }));
  app.get('/parent', requireParent, (c) => c.json({ id: c.get('user').id }));
  app.get('/admin', requireAdmin, (c) => c.json({ id: c.get('user').id, role: c.get('user').role }));
  return app;
}

async function status(path: string, cookie?: string) {
  const res = await guardedApp().request(path, cookie ? { headers: { cookie } } : {});
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('requireUser / requireParent / requireAdmin', () => {
  it('answer 401 UNAUTHENTICATED without a session, also for a forged or unknown cookie', async () => {
    const parent = await createParent(t.ctx.db);
    const real = await sessionCookieFor(t, parent.id);
    const forged = real.replace(/=([^.]+)\./, '=forgedtoken.');
    for (const cookie of [undefined, forged, 'anpfiff.session_token=nothing']) {
      for (const path of ['/user', '/parent', '/admin']) {
        const answer = await status(path, cookie);
        expect(answer.status, `${path} ${cookie}`).toBe(401);
        expect(answer.body).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
      }
    }
  });

  it('let a parent with a complete profile through as a user and a parent, not as an admin', async () => {
    const parent = await createParent(t.ctx.db);
    const cookie = await sessionCookieFor(t, parent.id);
    expect(await status('/user', cookie)).toMatchObject({ status: 200, body: { id: parent.id } });
    expect(await status('/parent', cookie)).toEqual({ status: 200, body: { id: parent.id } });
    expect(await status('/admin', cookie)).toMatchObject({
      status: 403,
      body: { error: { code: 'FORBIDDEN' } },
    });
  });

  it('stop a signed-in user with an incomplete profile at parent routes with PROFILE_INCOMPLETE', async () => {
    const newcomer = await createParent(t.ctx.db, { complete: false });
    const cookie = await sessionCookieFor(t, newcomer.id);
    expect((await status('/user', cookie)).status).toBe(200);
    expect(await status('/parent', cookie)).toMatchObject({
      status: 403,
      body: { error: { code: 'PROFILE_INCOMPLETE' } },
    });
  });

  it('let an admin through everywhere', async () => {
    const admin = await createAdmin(t.ctx.db);
    const cookie = await sessionCookieFor(t, admin.id);
    expect((await status('/user', cookie)).status).toBe(200);
    expect((await status('/parent', cookie)).status).toBe(200);
    expect(await status('/admin', cookie)).toEqual({ status: 200, body: { id: admin.id, role: 'admin' } });
  });

  it('put the session id beside the user', async () => {
    const parent = await createParent(t.ctx.db);
    const answer = await status('/user', await sessionCookieFor(t, parent.id));
    expect(answer.body.sessionId).toEqual(expect.any(String));
  });
});
