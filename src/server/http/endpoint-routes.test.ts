import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { captureLog } from '../../../tests/helpers/log-capture';
import { defineEndpoint, noContent, typedAnswer } from '../../domain/api/endpoint';
import { AppError } from '../errors';
import { endpointOf, madeAnswer, serve } from './endpoint-routes';
import { handleError } from './error-handler';

// What serve() promises every converted route (decision 049): the definition's path and method, its body and query
// refused with the shared 400 answers before the handler runs, the answer sent as c.json sends it with the
// definition's status, and, while tests run, an answer outside its schema a 500.

const book = defineEndpoint({
  method: 'POST',
  path: '/offers/:offerId/registrations',
  status: 201,
  request: z.object({ childIds: z.array(z.string()).min(1) }),
  query: z.object({ dryRun: z.enum(['yes', 'no']).default('no') }),
  response: z.object({ booked: z.number(), offerId: z.string() }),
});
const leave = defineEndpoint({ method: 'DELETE', path: '/offers/:offerId', response: noContent });
const legacy = defineEndpoint({ method: 'GET', path: '/legacy', response: typedAnswer<{ a: number }>() });
const signIn = defineEndpoint({
  method: 'POST',
  path: '/sign-in',
  request: z.object({ email: z.email() }),
  invalidRequest: 'INVALID_EMAIL',
  response: z.object({ email: z.string() }),
});
const close = defineEndpoint({
  method: 'DELETE',
  path: '/offers/:offerId/season',
  request: z.object({ cancelBookings: z.boolean().default(false) }).strict(),
  optionalBody: true,
  response: z.object({ cancelBookings: z.boolean() }),
});

function app(options: { bookAnswer?: unknown; guard?: MiddlewareHandler } = {}) {
  const routes = new Hono();
  const handled: unknown[] = [];
  serve(routes, book, (_c, input) => {
    handled.push(input);
    return (options.bookAnswer ?? {
      booked: input.body.childIds.length,
      offerId: input.params.offerId,
    }) as never;
  });
  serve(routes, leave, () => undefined, { guards: options.guard ? [options.guard] : [] });
  serve(routes, legacy, (c) =>
    madeAnswer<{ a: number }>(c.body('{"a":1}', 200, { 'Content-Type': 'application/json' })),
  );
  serve(routes, signIn, (_c, { body }) => ({ email: body.email }));
  serve(routes, close, (_c, { body }) => body);
  const root = new Hono();
  root.onError(handleError);
  root.route('/api', routes);
  return { root, routes, handled };
}

const post = (body: string) => ({ method: 'POST', body, headers: { 'Content-Type': 'application/json' } });

describe('serve', () => {
  it('mounts the definition at its method and full path, and answers as c.json does with its status', async () => {
    const { root, routes } = app();
    const res = await root.request('/api/offers/o-1/registrations', post('{"childIds":["a","b"]}'));
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.text()).toBe('{"booked":2,"offerId":"o-1"}');
    expect(routes.routes.map((r) => `${r.method} ${r.path}`)).toContain(
      'POST /offers/:offerId/registrations',
    );
    expect(routes.routes.map((r) => endpointOf(r.handler)?.key).filter(Boolean)).toEqual([
      'POST /offers/:offerId/registrations',
      'DELETE /offers/:offerId',
      'GET /legacy',
      'POST /sign-in',
      'DELETE /offers/:offerId/season',
    ]);
  });

  it('refuses a body outside its schema with 400 VALIDATION and its fields, before the handler runs', async () => {
    const { root, handled } = app();
    const res = await root.request('/api/offers/o-1/registrations', post('{"childIds":[]}'));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'VALIDATION', details: { fields: ['childIds'] } },
    });
    const notJson = await root.request('/api/offers/o-1/registrations', post('{not json'));
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    expect(handled).toEqual([]);
  });

  it('parses the query with its schema: defaults filled, a bad value refused', async () => {
    const { root, handled } = app();
    await root.request('/api/offers/o-1/registrations', post('{"childIds":["a"]}'));
    await root.request('/api/offers/o-1/registrations?dryRun=yes', post('{"childIds":["a"]}'));
    expect(handled.map((h) => (h as { query: unknown }).query)).toEqual([
      { dryRun: 'no' },
      { dryRun: 'yes' },
    ]);
    const bad = await root.request('/api/offers/o-1/registrations?dryRun=maybe', post('{"childIds":["a"]}'));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { code: 'VALIDATION', details: { fields: ['dryRun'] } },
    });
  });

  it('answers the one error a definition names for any refused body, unreadable ones included', async () => {
    const { root } = app();
    for (const body of ['{"email":"nope"}', '{}', '[]', 'null', '{oops']) {
      const res = await root.request('/api/sign-in', post(body));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'INVALID_EMAIL' } });
    }
    const ok = await root.request('/api/sign-in', post('{"email":"anna@example.ch"}'));
    expect(await ok.json()).toEqual({ email: 'anna@example.ch' });
  });

  it('answers 204 without a body for noContent, and a made answer as it was made', async () => {
    const { root } = app();
    const left = await root.request('/api/offers/o-1', { method: 'DELETE' });
    expect(left.status).toBe(204);
    expect(await left.text()).toBe('');
    const made = await root.request('/api/legacy');
    expect(await made.text()).toBe('{"a":1}');
  });

  it('reads a request without any body as {} where the body is optional, and holds a body that is there to the schema', async () => {
    const { root } = app();
    const bare = await root.request('/api/offers/o-1/season', { method: 'DELETE' });
    expect(bare.status).toBe(200);
    expect(await bare.json()).toEqual({ cancelBookings: false });
    const chosen = await root.request('/api/offers/o-1/season', {
      ...post('{"cancelBookings":true}'),
      method: 'DELETE',
    });
    expect(await chosen.json()).toEqual({ cancelBookings: true });
    const wrong = await root.request('/api/offers/o-1/season', {
      ...post('{"cancel":true}'),
      method: 'DELETE',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    const broken = await root.request('/api/offers/o-1/season', { ...post('{oops'), method: 'DELETE' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    // Without the flag a request needs its body: none is not JSON.
    const bareBook = await root.request('/api/offers/o-1/registrations', { method: 'POST' });
    expect(bareBook.status).toBe(400);
    expect(await bareBook.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });

  it('runs the guards first', async () => {
    const guard: MiddlewareHandler = async () => {
      throw new AppError('FORBIDDEN', 403);
    };
    const { root } = app({ guard });
    expect((await root.request('/api/offers/o-1', { method: 'DELETE' })).status).toBe(403);
  });

  it('makes an answer outside its schema a 500 while tests run', async () => {
    const log = captureLog();
    const { root } = app({ bookAnswer: { booked: 'two', offerId: 'o-1' } });
    const res = await root.request('/api/offers/o-1/registrations', post('{"childIds":["a"]}'));
    log.stop();
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ error: { code: 'INTERNAL' } });
  });
});
