import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorMessages } from '@domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, api, call, callPath, codeForStatus, errorText } from './api';
import { fetchMe } from './session';

// A real HTTP server stands in for the API; the page's origin is pointed at it, so the wrapper's relative,
// same-origin requests travel over the network exactly as in the browser.

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
const routes = new Map<string, Handler>();
let server: Server;
let origin: string;

/** Happy DOM's own API: moves the page to another origin, as navigating there would. */
function setPageUrl(url: string) {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const handler = routes.get(`${req.method} ${req.url}`);
      if (handler) handler(req, body, res);
      else json(res, 404, { error: { code: 'NOT_FOUND', message: 'Nicht gefunden.' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setPageUrl(`${origin}/dashboard`);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api', () => {
  it('sends JSON to /api and answers the parsed body', async () => {
    routes.set('POST /api/echo', (req, body, res) =>
      json(res, 200, { received: JSON.parse(body), type: req.headers['content-type'] }),
    );
    await expect(api.post('/echo', { name: 'Lena' })).resolves.toEqual({
      received: { name: 'Lena' },
      type: 'application/json',
    });
  });

  it('answers undefined for an empty success answer', async () => {
    routes.set('DELETE /api/things/1', (_req, _body, res) => {
      res.writeHead(204);
      res.end();
    });
    await expect(api.delete('/things/1')).resolves.toBeUndefined();
  });

  it("shows the catalogue text for the server's code, never the server's own text", async () => {
    routes.set('PUT /api/conflict', (_req, _body, res) =>
      json(res, 409, {
        error: {
          code: 'CONFLICT',
          message: 'duplicate key value violates unique constraint',
          details: { id: 7 },
        },
      }),
    );
    const error = await caught(api.put('/conflict', {}));
    expect(error.code).toBe('CONFLICT');
    expect(error.status).toBe(409);
    expect(error.message).toBe(errorMessages.CONFLICT);
    expect(error.details).toEqual({ id: 7 });
  });

  it('falls back to the status when the code is unknown', async () => {
    routes.set('GET /api/limited', (_req, _body, res) =>
      json(res, 429, { error: { code: 'SOMETHING_NEW', message: 'slow down' } }),
    );
    const error = await caught(api.get('/limited'));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toBe(errorMessages.RATE_LIMITED);
  });

  it('maps a non-JSON failure (a proxy error page) by its status', async () => {
    routes.set('GET /api/broken', (_req, _body, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<h1>Bad Gateway</h1>');
    });
    const error = await caught(api.get('/broken'));
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toBe(errorMessages.UNAVAILABLE);
  });

  it('reports an unreachable server as UNAVAILABLE with status 0', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    setPageUrl(`http://127.0.0.1:${port}/`);
    try {
      const error = await caught(api.get('/anything'));
      expect(error.code).toBe('UNAVAILABLE');
      expect(error.status).toBe(0);
    } finally {
      setPageUrl(`${origin}/dashboard`);
    }
  });
});

describe('codeForStatus', () => {
  it.each([
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [422, 'VALIDATION'],
    [400, 'BAD_REQUEST'],
    [418, 'BAD_REQUEST'],
    [500, 'INTERNAL'],
    [503, 'UNAVAILABLE'],
  ] as const)('%i -> %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });
});

describe('errorText', () => {
  it('uses the catalogue for API errors and the generic text for anything else', () => {
    expect(errorText(new ApiError('FORBIDDEN', 403))).toBe(errorMessages.FORBIDDEN);
    expect(errorText(new TypeError('x is undefined'))).toBe(errorMessages.INTERNAL);
  });
});

describe('fetchMe', () => {
  it('answers the user from GET /api/me', async () => {
    const user = { id: 'u1', email: 'a@example.ch', role: 'parent' };
    routes.set('GET /api/me', (_req, _body, res) => json(res, 200, { user }));
    await expect(fetchMe()).resolves.toEqual(user);
  });

  it('treats null, a missing endpoint and a server error as signed out', async () => {
    routes.set('GET /api/me', (_req, _body, res) => json(res, 200, { user: null }));
    await expect(fetchMe()).resolves.toBeNull();
    routes.delete('GET /api/me');
    await expect(fetchMe()).resolves.toBeNull();
    routes.set('GET /api/me', (_req, _body, res) => json(res, 500, { error: { code: 'INTERNAL' } }));
    await expect(fetchMe()).resolves.toBeNull();
  });

  it('keeps the last known user when the server cannot be reached (installed app opened offline)', async () => {
    const user = { id: 'u2', email: 'b@example.ch', role: 'parent' };
    routes.set('GET /api/me', (_req, _body, res) => json(res, 200, { user }));
    await fetchMe();
    setPageUrl('http://127.0.0.1:1/dashboard'); // nothing listens there: the request fails like offline
    await expect(fetchMe()).resolves.toEqual(user);
    setPageUrl(`${origin}/dashboard`);
    routes.set('GET /api/me', (_req, _body, res) => json(res, 200, { user: null }));
    await fetchMe();
    setPageUrl('http://127.0.0.1:1/dashboard');
    await expect(fetchMe()).resolves.toBeNull();
    setPageUrl(`${origin}/dashboard`);
  });
});

describe('call', () => {
  it('fills the path from the parameters, encoded, and adds the defined query values', () => {
    expect(callPath('/passkeys/:id', { id: 'a b/c' }, undefined)).toBe('/passkeys/a%20b%2Fc');
    expect(callPath('/photos', undefined, { cursor: 'x=1&y', limit: 3, other: undefined })).toBe(
      '/photos?cursor=x%3D1%26y&limit=3',
    );
    expect(() => callPath('/passkeys/:id', {}, undefined)).toThrow(':id');
  });

  it('sends the method and body its key names and answers the parsed body', async () => {
    let sent: { body: string; type: string | undefined } | undefined;
    routes.set('POST /api/auth/verify', (req, body, res) => {
      sent = { body, type: req.headers['content-type'] };
      json(res, 200, { user: null });
    });
    const answer = await call('POST /auth/verify', { body: { email: 'a@example.ch', code: '123456' } });
    expect(answer).toEqual({ user: null });
    expect(sent).toEqual({ body: '{"email":"a@example.ch","code":"123456"}', type: 'application/json' });
  });

  it('sends {} for a POST without a body and nothing for a DELETE', async () => {
    const bodies: string[] = [];
    routes.set('POST /api/auth/sign-out', (_req, body, res) => {
      bodies.push(body);
      json(res, 200, { ok: true });
    });
    routes.set('DELETE /api/passkeys/p-1', (_req, body, res) => {
      bodies.push(body);
      json(res, 200, { ok: true });
    });
    await call('POST /auth/sign-out');
    await call('DELETE /passkeys/:id', { params: { id: 'p-1' } });
    expect(bodies).toEqual(['{}', '']);
  });
});
