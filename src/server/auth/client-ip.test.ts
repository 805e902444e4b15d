import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, NO_SOCKET_IP } from './client-ip';

function seenAs(trustProxy: number, forwardedFor?: string): Promise<string> {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, { TRUST_PROXY: trustProxy })));
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  return Promise.resolve(app.request('/', { headers })).then((res) => res.text());
}

describe('clientIp', () => {
  it.each([
    // No proxy of ours: the header is the client's own word and never believed (app.request has no socket).
    [0, '203.0.113.7', NO_SOCKET_IP],
    [0, undefined, NO_SOCKET_IP],
    // One proxy: the entry it appended, the last; whatever stands in front was sent by the client.
    [1, '203.0.113.7', '203.0.113.7'],
    [1, '6.6.6.6, 203.0.113.7', '203.0.113.7'],
    [1, '6.6.6.6,203.0.113.7 ', '203.0.113.7'],
    [1, '::ffff:203.0.113.7', '203.0.113.7'],
    [1, '2001:db8::1', '2001:db8::1'],
    // Two proxies (CDN, then load balancer): the entry the outer one appended, second from the right.
    [2, '6.6.6.6, 203.0.113.7, 10.0.0.2', '203.0.113.7'],
    // Missing or malformed: the socket's address.
    [1, undefined, NO_SOCKET_IP],
    [1, '6.6.6.6, not-an-ip', NO_SOCKET_IP],
    [2, '203.0.113.7', NO_SOCKET_IP],
  ])('TRUST_PROXY=%s, X-Forwarded-For %j -> %s', async (trustProxy, header, expected) => {
    expect(await seenAs(trustProxy, header)).toBe(expected);
  });
});
