import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// For web tests: an HTTP server that answers like the API (status and JSON), with the page's origin pointed at it,
// so the requests a page sends travel over the network as in the browser and can be checked.
//   const api = await startFakeApi('/login');
//   api.on('POST /api/auth/code', () => ({ status: 200, body: { resendAfterSeconds: 60 } }));
//   ... api.sent('POST', '/api/auth/code')?.body

export type FakeAnswer = { status: number; body?: unknown };
export type FakeHandler = (body: unknown) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeApi {
  origin: string;
  received: { method: string; url: string; body: unknown }[];
  on(route: string, handler: FakeHandler): void;
  sent(method: string, url: string): { body: unknown } | undefined;
  reset(): void;
  close(): Promise<void>;
}

function reply(res: ServerResponse, { status, body }: FakeAnswer) {
  res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

export async function startFakeApi(pagePath = '/'): Promise<FakeApi> {
  const handlers = new Map<string, FakeHandler>();
  const received: FakeApi['received'] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', async () => {
      const body = raw ? JSON.parse(raw) : undefined;
      const url = req.url ?? '';
      received.push({ method: req.method ?? '', url, body });
      const handler =
        handlers.get(`${req.method} ${url}`) ?? handlers.get(`${req.method} ${url.split('?')[0]}`);
      reply(res, handler ? await handler(body) : { status: 404, body: { error: { code: 'NOT_FOUND' } } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}${pagePath}`);
  return {
    origin,
    received,
    on: (route, handler) => handlers.set(route, handler),
    sent: (method, url) => [...received].reverse().find((r) => r.method === method && r.url === url),
    reset: () => {
      handlers.clear();
      received.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
