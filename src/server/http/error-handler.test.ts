import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { handleError, isDatabaseUnavailable } from './error-handler';

function appThrowing(err: unknown) {
  const app = new Hono();
  app.onError(handleError);
  app.get('/', () => {
    throw err;
  });
  return app;
}

describe('error handler', () => {
  it.each([
    [Object.assign(new Error('x'), { code: 'ECONNREFUSED' })],
    [Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('y'), { code: '57P01' }) })],
    [new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') })],
  ])('answers 503 when the database is unreachable (%#), so clients and Stripe retry', async (err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
    const res = await appThrowing(err).request('/');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: { code: 'UNAVAILABLE' } });
  });

  it('answers 500 without the raw text for anything unexpected', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await appThrowing(new Error('secret SQL detail')).request('/');
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('secret SQL detail');
    expect(spy).toHaveBeenCalled();
  });
});
