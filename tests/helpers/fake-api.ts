import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// An HTTP server on 127.0.0.1 that answers like our API (status and JSON) for web component tests in happy-dom: the
// requests a screen sends travel over the network and can be checked. Point the page at it with `start(path)`.
//   const api = fakeApi();  beforeAll(() => api.start('/shop'));  afterAll(() => api.stop());
//   api.on('GET /api/shop/catalogue', () => ({ status: 200, body: { products } }));

export type Answer = { status: number; body?: unknown };
/** May answer later (a Promise), e.g. to hold a request while a test looks at the busy state. */
export type Handler = (body: unknown) => Answer | Promise<Answer>;

export interface FakeApi {
  received: { method: string; url: string; body: unknown }[];
  /** "METHOD /path" or "METHOD /path?query"; a route without query also answers requests with one. */
  on(route: string, handler: Handler): void;
  /** The latest request to `METHOD url`, if any. */
  sent(method: string, url: string): { body: unknown } | undefined;
  reset(): void;
  start(pagePath: string): Promise<void>;
  stop(): Promise<void>;
}

function reply(res: ServerResponse, { status, body }: Answer) {
  res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

export function fakeApi(): FakeApi {
  const handlers = new Map<string, Handler>();
  const received: FakeApi['received'] = [];
  let server: Server | undefined;
  return {
    received,
    on: (route, handler) => handlers.set(route, handler),
    sent: (method, url) => [...received].reverse().find((r) => r.method === method && r.url === url),
    reset() {
      handlers.clear();
      received.length = 0;
    },
    async start(pagePath) {
      server = createServer((req: IncomingMessage, res) => {
        let raw = '';
        req.on('data', (chunk) => {
          raw += chunk;
        });
        req.on('end', async () => {
          const body: unknown = raw ? JSON.parse(raw) : undefined;
          const url = req.url ?? '';
          received.push({ method: req.method ?? '', url, body });
          const handler =
            handlers.get(`${req.method} ${url}`) ?? handlers.get(`${req.method} ${url.split('?')[0]}`);
          reply(res, handler ? await handler(body) : { status: 404, body: { error: { code: 'NOT_FOUND' } } });
        });
      });
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
        `http://127.0.0.1:${port}${pagePath}`,
      );
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}
