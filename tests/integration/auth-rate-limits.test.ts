import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { ipBucket } from '../../src/server/auth/client-ip';
import { authSessions, profiles } from '../../src/server/db/schema';
import { latestSignInCode, requestCode, verifyCode } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';

// SIGN_IN_IP_LIMIT=3: three code requests and six code checks per client address and 15 minutes.
const t = setupTestApp({ SIGN_IN_IP_LIMIT: '3', TRUST_PROXY: 'true' });

let seq = 0;
const freshEmail = () => `limit.${++seq}.${Date.now()}@example.ch`;
async function sessionIpOf(email: string) {
  const [row] = await t.ctx.db
    .select({ ip: authSessions.ipAddress })
    .from(authSessions)
    .innerJoin(profiles, eq(profiles.id, authSessions.userId))
    .where(eq(profiles.email, email));
  return row?.ip;
}

/** As our proxy forwards it: whatever the client sent in front, then the address the proxy saw. */
const from = (ip: string, sentByClient = '198.18.0.1') => ({
  headers: { 'x-forwarded-for': `${sentByClient}, ${ip}` },
});

describe('per client address, behind one trusted proxy (the X-Forwarded-For entry it appended)', () => {
  it('allows three code requests per address and 15 minutes, then the rate-limit message', async () => {
    for (let i = 0; i < 3; i++)
      expect((await requestCode(t, freshEmail(), from('203.0.113.7'))).status).toBe(200);
    const refused = await requestCode(t, freshEmail(), from('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      requestId: expect.any(String),
      error: { code: 'RATE_LIMITED', message: 'Zu viele Versuche. Bitte warten Sie einige Minuten.' },
    });
    // Another client is not affected.
    expect((await requestCode(t, freshEmail(), from('198.51.100.9'))).status).toBe(200);
    t.clock.advance(15 * 60_000);
    expect((await requestCode(t, freshEmail(), from('203.0.113.7'))).status).toBe(200);
  });

  it('believes no entry the client put in front: a fresh made-up address each time changes nothing', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await requestCode(t, freshEmail(), from('203.0.113.99', `192.0.2.${i}`))).status).toBe(200);
    }
    expect((await requestCode(t, freshEmail(), from('203.0.113.99', '192.0.2.77'))).status).toBe(429);
  });

  it('counts an IPv6 /64 as one client', async () => {
    for (let i = 1; i <= 3; i++) {
      expect((await requestCode(t, freshEmail(), from(`2001:db8:1:2::${i}`))).status).toBe(200);
    }
    expect((await requestCode(t, freshEmail(), from('2001:db8:1:2:ffff::1'))).status).toBe(429);
    expect((await requestCode(t, freshEmail(), from('2001:db8:1:3::1'))).status).toBe(200);
  });

  it('records the client address on the session, never a client-sent copy of our own header', async () => {
    const email = freshEmail();
    expect((await requestCode(t, email, from('203.0.113.50'))).status).toBe(200);
    const res = await verifyCode(t, email, await latestSignInCode(t, email), {
      headers: { 'x-forwarded-for': '6.6.6.7, 203.0.113.50', 'x-anpfiff-client-ip': '6.6.6.6' },
    });
    expect(res.status).toBe(200);
    expect(await sessionIpOf(email)).toBe('203.0.113.50');
  });

  it('allows six code checks per address, across e-mails, then refuses', async () => {
    for (let i = 0; i < 6; i++)
      expect((await verifyCode(t, freshEmail(), '123456', from('192.0.2.44'))).status).toBe(400);
    expect((await verifyCode(t, freshEmail(), '123456', from('192.0.2.44'))).status).toBe(429);
  });
});

describe('ipBucket', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s -> %s', (ip, bucket) => {
    expect(ipBucket(ip)).toBe(bucket);
  });
});

describe('on a real socket (@hono/node-server)', () => {
  let server: ReturnType<typeof serve>;
  let base: string;

  beforeAll(async () => {
    // Same database and clock, but no trusted proxy: the socket address is the client.
    const config = { ...t.ctx.config, TRUST_PROXY: 0 };
    const app = createApp({ ...t.ctx, config }, { expectedMigrations: 0, serveWeb: false });
    server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t.clock.advance(15 * 60_000);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.ctx.config.appUrl, ...headers },
      body: JSON.stringify(body),
    });

  it('counts the socket address and ignores a spoofed X-Forwarded-For', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await post(
        '/api/auth/code',
        { email: freshEmail() },
        { 'x-forwarded-for': `192.0.2.${i}` },
      );
      expect(res.status).toBe(200);
    }
    const res = await post('/api/auth/code', { email: freshEmail() }, { 'x-forwarded-for': '192.0.2.200' });
    expect(res.status).toBe(429);
  });

  it('records the socket address on the session', async () => {
    t.clock.advance(15 * 60_000);
    const email = freshEmail();
    expect((await post('/api/auth/code', { email })).status).toBe(200);
    const code = await latestSignInCode(t, email);
    const res = await post(
      '/api/auth/verify',
      { email, code },
      { 'x-anpfiff-client-ip': '6.6.6.6', 'x-forwarded-for': '7.7.7.7' },
    );
    expect(res.status).toBe(200);
    expect(await sessionIpOf(email)).toBe('127.0.0.1');
  });
});
