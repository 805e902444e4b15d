import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// For web tests: an HTTP server on 127.0.0.1 that answers like the API (status and JSON), with the page's origin
// pointed at it, so the requests a page sends travel over the network as in the browser and can be checked.
//   const api = fakeApi();  beforeAll(() => api.start('/login'));  afterAll(() => api.stop());
//   (or: const api = await startFakeApi('/login'); ... api.close())
//   api.on('POST /api/auth/code', () => ({ status: 200, body: { resendAfterSeconds: 60 } }));
//   ... api.sent('POST', '/api/auth/code')?.body
// A route without a query string also answers requests with one.

export type FakeAnswer = { status: number; body?: unknown };
type FakeHandler = (body: unknown) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeApi {
  /** The server's origin, once started. */
  origin: string;
  received: { method: string; url: string; body: unknown }[];
  on(route: string, handler: FakeHandler): void;
  /** The latest request with this method and URL. */
  sent(method: string, url: string): { body: unknown } | undefined;
  reset(): void;
  start(pagePath?: string): Promise<void>;
  stop(): Promise<void>;
  /** Same as stop(). */
  close(): Promise<void>;
}

/** JSON as the API takes it; anything else (a file upload's multipart form) as the text it is. */
function parseBody(raw: string): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function reply(res: ServerResponse, { status, body }: FakeAnswer) {
  res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

export function fakeApi(): FakeApi {
  const handlers = new Map<string, FakeHandler>();
  const received: FakeApi['received'] = [];
  let server: Server | undefined;
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  const api: FakeApi = {
    origin: '',
    received,
    on: (route, handler) => {
      handlers.set(route, handler);
    },
    sent: (method, url) => [...received].reverse().find((r) => r.method === method && r.url === url),
    reset() {
      handlers.clear();
      received.length = 0;
    },
    async start(pagePath = '/') {
      server = createServer((req: IncomingMessage, res) => {
        let raw = '';
        req.on('data', (chunk) => {
          raw += chunk;
        });
        req.on('end', async () => {
          const body = parseBody(raw);
          const url = req.url ?? '';
          received.push({ method: req.method ?? '', url, body });
          const handler =
            handlers.get(`${req.method} ${url}`) ?? handlers.get(`${req.method} ${url.split('?')[0]}`);
          reply(res, handler ? await handler(body) : { status: 404, body: { error: { code: 'NOT_FOUND' } } });
        });
      });
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
      api.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
        `${api.origin}${pagePath}`,
      );
    },
    stop,
    close: stop,
  };
  return api;
}

export async function startFakeApi(pagePath = '/'): Promise<FakeApi> {
  const api = fakeApi();
  await api.start(pagePath);
  return api;
}
