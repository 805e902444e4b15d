import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { SIGN_IN_MAIL_QUEUE } from '../../src/server/auth/sign-in-mail-job';
import { logFor } from '../../src/server/observability/log';
import { runInRequestContext } from '../../src/server/observability/request-context';
import { createChild } from '../factories/family';
import { createParent } from '../factories/profiles';
import { requestCode, sessionCookieFor } from '../helpers/auth';
import { captureLog } from '../helpers/log-capture';
import { setupTestApp } from '../helpers/test-app';

// Every request has an id (decision 043): answered as X-Request-Id, in its error body, on its log lines and in the
// jobs it queues.

const t = setupTestApp();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The same app behind TRUST_PROXY proxies of ours. */
const behindProxy = () =>
  createApp(
    { ...t.ctx, config: { ...t.ctx.config, TRUST_PROXY: 1 } },
    { expectedMigrations: 0, serveWeb: false },
  );

describe('X-Request-Id', () => {
  it('is on every answer, a new one each time: success, refusal, unknown path, oversized body, health check', async () => {
    const answers = [
      await t.request('/api/branding'),
      await t.request('/api/children'),
      await t.request('/api/gibt-es-nicht'),
      await t.request('/api/auth/code', { method: 'POST', json: { email: 'x'.repeat(2_000_000) } }),
      await t.request('/healthz'),
      await t.request('/metrics'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 401, 404, 413, 200, 404]);
    const ids = answers.map((a) => a.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is in the body of an error answer, the same as in its header', async () => {
    for (const res of [await t.request('/api/gibt-es-nicht'), await t.request('/api/children')]) {
      const body = (await res.json()) as { requestId: string; error: { code: string } };
      expect(body.requestId).toBe(res.headers.get('x-request-id'));
      expect(body.error.code).toMatch(/NOT_FOUND|UNAUTHENTICATED/);
    }
  });

  it('takes the id a client sends only behind proxies of ours (TRUST_PROXY)', async () => {
    const sent = { headers: { 'x-request-id': 'lb-7f3a-000042' } };
    const direct = await t.request('/healthz', sent);
    expect(direct.headers.get('x-request-id')).toMatch(UUID);
    const proxied = await behindProxy().request('/healthz', sent);
    expect(proxied.headers.get('x-request-id')).toBe('lb-7f3a-000042');
    // A malformed or overlong one is replaced, proxy or not.
    for (const bad of ['zwei worte', 'a'.repeat(129), 'x"y']) {
      const res = await behindProxy().request('/healthz', { headers: { 'x-request-id': bad } });
      expect(res.headers.get('x-request-id')).toMatch(UUID);
    }
  });
});

describe('the request id in logs and jobs', () => {
  it('names the route pattern, status and time on the request’s line, never the path with its ids', async () => {
    const parent = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, { parentId: parent.id });
    const cookie = await sessionCookieFor(t, parent.id);
    const log = captureLog();
    const res = await t.request(`/api/children/${child.id}/health-info`, { headers: { cookie } });
    log.stop();
    expect(res.status).toBe(200);
    const line = log.lines.find((l) => l.msg === 'request');
    expect(line).toMatchObject({
      level: 'info',
      area: 'http',
      requestId: res.headers.get('x-request-id'),
      method: 'GET',
      route: '/api/children/:childId/health-info',
      status: 200,
      ms: expect.any(Number),
      time: expect.any(String),
    });
    expect(log.text()).not.toContain(child.id);
  });

  it('is stored with each job the request queues', async () => {
    const email = `ids.${Date.now()}@example.ch`;
    const res = await requestCode(t, email);
    expect(res.status).toBe(200);
    const jobs = await t.ctx.db.execute<{ request_id: string }>(sql`
      select data->>'requestId' as request_id from pgboss.job
      where name = ${SIGN_IN_MAIL_QUEUE} and data->>'email' = ${email}`);
    expect(jobs.rows).toEqual([{ request_id: res.headers.get('x-request-id') }]);
  });

  it('is on every line a worker writes for such a job, with the job’s id', async () => {
    const queue = `test.request-ids.${Date.now()}`;
    const handled = new Promise<string>((resolve) => {
      void t.ctx.jobs.work<{ n: number }>({ name: queue, retryLimit: 0 }, async (_data, meta) => {
        logFor('test').info('handled');
        resolve(meta.id);
      });
    });
    const log = captureLog();
    await runInRequestContext({ requestId: 'req-from-a-request' }, () => t.ctx.jobs.send(queue, { n: 1 }));
    const jobId = await handled;
    await expect.poll(() => log.lines.some((l) => l.msg === 'handled')).toBe(true);
    log.stop();
    expect(log.lines.find((l) => l.msg === 'handled')).toMatchObject({
      area: 'test',
      requestId: 'req-from-a-request',
      jobId,
    });
  });
});
