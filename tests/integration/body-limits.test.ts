import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT } from '../../src/server/http/body-limits';
import { databaseDigest } from '../helpers/authz/db-digest';
import { setupTestApp } from '../helpers/test-app';

// Body size limits (docs/architecture.md section 8): 64 KB for JSON, 1 MB for Stripe's webhook, answered 413
// before the body is buffered. 60 MB bodies to /api/auth/code and the webhook used to be read whole (+230 MB
// of memory).

const t = setupTestApp({ STRIPE_SECRET_KEY: 'sk_test_limits', STRIPE_WEBHOOK_SECRET: 'whsec_limits' });

const MB = 1024 * 1024;
/** A JSON body of exactly `bytes` bytes: a real e-mail plus padding. */
const jsonOf = (bytes: number) => {
  const head = '{"email":"gross@example.ch","pad":"';
  return `${head}${'a'.repeat(bytes - head.length - 2)}"}`;
};

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return t.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

describe('in process', () => {
  it('refuses a JSON body above 64 KB with 413 PAYLOAD_TOO_LARGE and changes nothing', async () => {
    const before = await databaseDigest(t.ctx.db);
    const res = await post('/api/auth/code', jsonOf(DEFAULT_BODY_LIMIT + 1));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'Die gesendeten Daten sind zu gross.' },
    });
    expect(await databaseDigest(t.ctx.db)).toEqual(before);
  });

  it('reads a JSON body of exactly 64 KB', async () => {
    const res = await post('/api/auth/code', jsonOf(DEFAULT_BODY_LIMIT));
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });

  it('gives the Stripe webhook 1 MB: a bigger event is refused, a smaller one reaches the signature check', async () => {
    const headers = { 'stripe-signature': 't=1,v1=forged' };
    expect((await post('/api/webhooks/stripe', jsonOf(MB - 1), headers)).status).toBe(400);
    const res = await post('/api/webhooks/stripe', jsonOf(MB + 1), headers);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('caps bodies outside /api too', async () => {
    expect((await post('/dev/mail', jsonOf(DEFAULT_BODY_LIMIT + 1))).status).toBe(413);
  });
});

describe('on a real socket', () => {
  let server: ReturnType<typeof serve>;
  let port: number;

  beforeAll(async () => {
    server = await new Promise((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /**
   * Starts a POST of `total` bytes, written 64 KB at a time only while no answer has come: answers the status and
   * how many bytes were written when it came.
   */
  function send(path: string, total: number, framing: 'content-length' | 'chunked') {
    return new Promise<{ status: number; writtenBeforeAnswer: number }>((resolve, reject) => {
      let written = 0;
      let answered = false;
      const request = http.request({
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: {
          origin: t.ctx.config.appUrl,
          'content-type': 'application/json',
          ...(framing === 'content-length' ? { 'content-length': String(total) } : {}),
        },
      });
      request.on('response', (response) => {
        answered = true;
        const status = response.statusCode ?? 0;
        response.resume();
        request.destroy();
        resolve({ status, writtenBeforeAnswer: written });
      });
      request.on('error', (err) => {
        if (!answered) reject(err);
      });
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      const pump = () => {
        while (!answered && written < total) {
          written += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        if (!answered) request.end();
      };
      request.flushHeaders();
      // Declared too large: give the server the chance to answer on the headers alone.
      setTimeout(pump, framing === 'content-length' ? 200 : 0);
    });
  }

  it('refuses a declared 60 MB body on its Content-Length, before a byte of it is sent', async () => {
    const answer = await send('/api/auth/code', 60 * MB, 'content-length');
    expect(answer).toEqual({ status: 413, writtenBeforeAnswer: 0 });
  });

  it('cuts off a chunked 60 MB stream at the limit instead of reading it whole', async () => {
    const answer = await send('/api/auth/code', 60 * MB, 'chunked');
    expect(answer.status).toBe(413);
    // What the client had pushed into the socket buffers when the answer came, far below the 60 MB.
    expect(answer.writtenBeforeAnswer).toBeLessThan(8 * MB);
  });

  it('cuts off a chunked stream to the webhook above 1 MB', async () => {
    const answer = await send('/api/webhooks/stripe', 60 * MB, 'chunked');
    expect(answer.status).toBe(413);
    expect(answer.writtenBeforeAnswer).toBeLessThan(8 * MB);
  });
});
