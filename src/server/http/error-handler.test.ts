import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { captureLog } from '../../../tests/helpers/log-capture';
import { errorMessages } from '../../domain/errors';
import { isDatabaseUnavailable } from '../db/pg-error';
import { handleError } from './error-handler';

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
    // pg's bounded connect (db/client.ts) against a database that accepts and never answers.
    [new Error('Failed query', { cause: new Error('timeout expired') })],
    [new Error('Client has encountered a connection error and is not queryable')],
    [Object.assign(new Error('x'), { code: 'EHOSTUNREACH' })],
  ])('answers 503 when the database is unreachable (%#), so clients and Stripe retry', async (err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
    const res = await appThrowing(err).request('/');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      error: { code: 'UNAVAILABLE', message: errorMessages.UNAVAILABLE },
    });
  });

  it('answers 500 without the raw text for anything unexpected', async () => {
    const log = captureLog();
    const res = await appThrowing(new Error('secret SQL detail')).request('/');
    log.stop();
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('secret SQL detail');
    expect(log.at('error')).toHaveLength(1);
  });

  /** What drizzle throws for a failed query: its message holds the SQL and the parameters. */
  function failedQuery(code: string, extra: Record<string, unknown> = {}) {
    const pg = Object.assign(new Error('invalid input syntax for type uuid: "secret-param"'), {
      code,
      ...extra,
    });
    return new DrizzleQueryError('select * from children where id = $1', ['secret-param'], pg);
  }

  it.each([
    ['22P02', 400, 'VALIDATION'],
    ['22007', 400, 'VALIDATION'],
    ['22008', 400, 'VALIDATION'],
    ['23514', 400, 'VALIDATION'],
    ['23505', 409, 'CONFLICT'],
    ['23503', 409, 'CONFLICT'],
  ])(
    'answers SQLSTATE %s with %i %s and logs neither the SQL nor its parameters',
    async (state, status, code) => {
      const log = captureLog();
      const res = await appThrowing(failedQuery(state, { table: 'children' })).request('/');
      log.stop();
      expect(res.status).toBe(status);
      const text = await res.text();
      expect(JSON.parse(text)).toMatchObject({ error: { code } });
      expect(text).not.toContain('secret-param');
      expect(log.at('warn')).toHaveLength(1);
      expect(log.text()).toContain(state);
      expect(log.text()).not.toContain('secret-param');
      expect(log.text()).not.toContain('select');
    },
  );

  it('logs an unexpected database error by its SQLSTATE, without the SQL or its parameters', async () => {
    const log = captureLog();
    const res = await appThrowing(failedQuery('42P01', { constraint: 'x_pkey' })).request('/');
    log.stop();
    expect(res.status).toBe(500);
    expect(log.at('error')).toHaveLength(1);
    expect(log.text()).toContain('42P01');
    expect(log.text()).not.toContain('secret-param');
    expect(log.text()).not.toContain('select');
  });
});
