import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countRequestsInFlight, requestsIdle, requestsInFlight } from './requests-in-flight';

// Background work waits for the requests this process is answering, but never longer than its bound.

/** An app whose one route answers when the test says so. */
function appWithHeldRoute() {
  const releases: (() => void)[] = [];
  const app = new Hono();
  app.onError((_err, c) => c.text('failed', 500));
  app.use('*', countRequestsInFlight());
  app.get(
    '/held',
    () => new Promise<Response>((resolve) => releases.push(() => resolve(new Response('ok')))),
  );
  app.get('/boom', () => {
    throw new Error('boom');
  });
  return { app, release: () => releases.shift()?.() };
}

/** Whether `promise` has settled by now (after the microtasks queued so far). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('requests in flight', () => {
  it('counts requests while they are answered, failed ones included', async () => {
    const { app, release } = appWithHeldRoute();
    const first = app.request('/held');
    const second = app.request('/held');
    expect(requestsInFlight().requests).toBe(2);
    release();
    await first;
    expect(requestsInFlight().requests).toBe(1);
    release();
    await second;
    expect((await app.request('/boom')).status).toBe(500);
    expect(requestsInFlight().requests).toBe(0);
  });

  it('lets background work go at once when no request is in flight', async () => {
    vi.useFakeTimers();
    expect(await settled(requestsIdle(60_000))).toBe(true);
  });

  it('holds background work until the last request is answered', async () => {
    vi.useFakeTimers();
    const { app, release } = appWithHeldRoute();
    const first = app.request('/held');
    const second = app.request('/held');
    const idle = requestsIdle(60_000);
    expect(requestsInFlight().held).toBe(1);
    release();
    await first;
    expect(await settled(idle)).toBe(false);
    release();
    await second;
    expect(await settled(idle)).toBe(true);
    expect(requestsInFlight()).toEqual({ requests: 0, held: 0 });
  });

  it('lets background work go after its bound while requests keep coming, so it never starves', async () => {
    vi.useFakeTimers();
    const { app, release } = appWithHeldRoute();
    const answer = app.request('/held');
    const idle = requestsIdle(2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(await settled(idle)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(idle)).toBe(true);
    expect(requestsInFlight().held).toBe(0);
    release();
    await answer;
  });
});
