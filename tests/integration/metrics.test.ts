import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enqueueMail, MAIL_QUEUE } from '../../src/server/integrations/mail/enqueue-mail';
import { setLastBackupTime } from '../../src/server/observability/metrics';
import { createCamp } from '../factories/camps';
import { createChild } from '../factories/family';
import { bookCamp, bookSession, createCampCancellationFee } from '../factories/payments';
import { createParent } from '../factories/profiles';
import { createSession } from '../factories/trainings';
import { sessionCookieFor } from '../helpers/auth';
import { parseMetrics } from '../helpers/prometheus-text';
import { clientAt } from '../helpers/socket-env';
import { setupTestApp } from '../helpers/test-app';

// /metrics (decision 043): who may read it, and that what it says is true.

const TOKEN = 'm'.repeat(40);
const t = setupTestApp({ METRICS_TOKEN: TOKEN });

const withToken = { headers: { authorization: `Bearer ${TOKEN}` } };

async function scrape() {
  const res = await t.request('/metrics', withToken);
  expect(res.status).toBe(200);
  return parseMetrics(await res.text());
}

describe('who reads /metrics', () => {
  it('answers a client on this machine, and one with the token', async () => {
    const local = await t.app.request('/metrics', {}, clientAt('127.0.0.1'));
    expect(local.status).toBe(200);
    expect(local.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await local.text()).toContain('# TYPE anpfiff_http_requests_total counter');
    expect((await t.request('/metrics', withToken)).status).toBe(200);
  });

  it.each([
    ['no token, no socket', {}, undefined],
    ['a wrong token of the same length', { authorization: `Bearer ${'x'.repeat(40)}` }, undefined],
    ['the token without Bearer', { authorization: TOKEN }, undefined],
    ['a remote client', {}, clientAt('203.0.113.7')],
    ['a loopback peer behind a proxy', { 'x-forwarded-for': '203.0.113.7' }, clientAt('127.0.0.1')],
    [
      'a loopback peer asking for another host (DNS rebinding)',
      { host: 'evil.example' },
      clientAt('127.0.0.1'),
    ],
  ])('answers 404 to %s', async (_label, headers, env) => {
    const res = await t.app.request('/metrics', { headers }, env);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('anpfiff_');
  });

  it('answers 404 to everyone but this machine when no token is configured', async () => {
    const { createApp } = await import('../../src/server/app');
    const app = createApp(
      { ...t.ctx, config: { ...t.ctx.config, METRICS_TOKEN: undefined } },
      {
        expectedMigrations: 0,
        serveWeb: false,
      },
    );
    expect((await app.request('/metrics', { headers: { authorization: 'Bearer undefined' } })).status).toBe(
      404,
    );
    expect((await app.request('/metrics', {}, clientAt('127.0.0.1'))).status).toBe(200);
  });
});

describe('what /metrics says', () => {
  it('counts requests per route pattern, never the raw path, with status and latency', async () => {
    const parent = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, { parentId: parent.id });
    const cookie = await sessionCookieFor(t, parent.id);
    const route = '/api/children/:childId/health-info';
    const before = await scrape();
    const ok = before.value('anpfiff_http_requests_total', { method: 'GET', route, status: '200' }) ?? 0;
    const missing = before.value('anpfiff_http_requests_total', { method: 'GET', route, status: '404' }) ?? 0;
    const timed = before.value('anpfiff_http_request_duration_seconds_count', { method: 'GET', route }) ?? 0;

    const read = async (childId: string) =>
      (await t.request(`/api/children/${childId}/health-info`, { headers: { cookie } })).status;
    expect(await read(child.id)).toBe(200);
    expect(await read(child.id)).toBe(200);
    expect(await read('00000000-0000-4000-8000-000000000000')).toBe(404);

    const after = await scrape();
    expect(after.value('anpfiff_http_requests_total', { method: 'GET', route, status: '200' })).toBe(ok + 2);
    expect(after.value('anpfiff_http_requests_total', { method: 'GET', route, status: '404' })).toBe(
      missing + 1,
    );
    expect(after.value('anpfiff_http_request_duration_seconds_count', { method: 'GET', route })).toBe(
      timed + 3,
    );
    expect(after.samples.some((s) => Object.values(s.labels).some((v) => v.includes(child.id)))).toBe(false);
  });

  it('reports bookings and payments per state, as the database holds them', async () => {
    const parent = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, { parentId: parent.id });
    const before = await scrape();
    const active = before.value('anpfiff_bookings', { offer: 'training', state: 'active' }) ?? 0;
    const camps = before.value('anpfiff_bookings', { offer: 'camp', state: 'active' }) ?? 0;
    const paid = before.value('anpfiff_payments', { kind: 'training', status: 'SUCCEEDED' }) ?? 0;
    const fees = before.value('anpfiff_payments', { kind: 'camp_fee', status: 'REQUIRES_PAYMENT' }) ?? 0;

    for (let i = 0; i < 3; i++) {
      const session = await createSession(t.ctx.db);
      await bookSession(t.ctx.db, { sessionId: session.id, childId: child.id, status: 'SUCCEEDED' });
    }
    const camp = await createCamp(t.ctx.db);
    await bookCamp(t.ctx.db, { campId: camp.id, childId: child.id });
    await createCampCancellationFee(t.ctx.db, { campId: camp.id, childId: child.id });

    const after = await scrape();
    expect(after.value('anpfiff_bookings', { offer: 'training', state: 'active' })).toBe(active + 3);
    expect(after.value('anpfiff_bookings', { offer: 'camp', state: 'active' })).toBe(camps + 1);
    expect(after.value('anpfiff_payments', { kind: 'training', status: 'SUCCEEDED' })).toBe(paid + 3);
    expect(after.value('anpfiff_payments', { kind: 'camp_fee', status: 'REQUIRES_PAYMENT' })).toBe(fees + 1);
    expect(after.value('anpfiff_database_up')).toBe(1);
  });

  it('reports each queue’s waiting jobs and how long the oldest has waited', async () => {
    await enqueueMail(t.ctx.jobs, {
      to: 'eltern@example.ch',
      subject: 'Warten',
      text: 'x',
      html: '<p>x</p>',
    });
    await enqueueMail(t.ctx.jobs, {
      to: 'eltern@example.ch',
      subject: 'Warten',
      text: 'x',
      html: '<p>x</p>',
    });
    // No worker runs in this test app: the jobs wait. One has waited five minutes.
    await t.ctx.db.execute(sql`
      update pgboss.job set created_on = now() - interval '300 seconds', start_after = now() - interval '300 seconds'
      where id = (select id from pgboss.job where name = ${MAIL_QUEUE} and state = 'created' limit 1)`);
    const waiting = await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${MAIL_QUEUE} and state = 'created'`,
    );

    const metrics = await scrape();
    expect(metrics.value('anpfiff_job_queue_depth', { queue: MAIL_QUEUE, state: 'created' })).toBe(
      waiting.rows[0]!.n,
    );
    expect(metrics.value('anpfiff_job_queue_depth', { queue: MAIL_QUEUE, state: 'active' })).toBe(0);
    const oldest = metrics.value('anpfiff_job_queue_oldest_seconds', { queue: MAIL_QUEUE }) ?? 0;
    expect(oldest).toBeGreaterThanOrEqual(300);
    expect(oldest).toBeLessThan(400);
  });

  it('reports the pool of this process and the last backup once one is known', async () => {
    const metrics = await scrape();
    expect(metrics.value('anpfiff_db_pool_max_connections')).toBe(20);
    const busy = metrics.value('anpfiff_db_pool_connections', { state: 'busy' });
    const idle = metrics.value('anpfiff_db_pool_connections', { state: 'idle' });
    expect(busy).toBeGreaterThanOrEqual(0);
    expect((busy ?? 0) + (idle ?? 0)).toBeLessThanOrEqual(20);
    expect(metrics.value('anpfiff_db_pool_waiting_requests')).toBe(0);

    setLastBackupTime(new Date('2026-11-28T03:00:00Z'));
    expect((await scrape()).value('anpfiff_backup_last_success_timestamp_seconds')).toBe(
      Date.parse('2026-11-28T03:00:00Z') / 1000,
    );
  });
});
