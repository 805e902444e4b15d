import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A load balancer as the drills need one in front of several app instances: round robin over the instances whose
// /readyz answered 200 at the last look (every 500 ms), a new connection per request, and a request whose connection
// was refused (nothing was sent) tried on the next instance, as nginx or a cloud balancer does. Anything else that
// fails between it and an instance is a 502 for the client, and counted.

export interface Balancer {
  /** The public address: the instances' APP_URL, so writes through it are same-origin. */
  url: string;
  /** The instances behind it (known once they run, after the balancer's address was handed to them). */
  route(upstreams: readonly string[]): void;
  /** 502s this balancer answered itself (an instance failed a request it had taken). */
  badGateway: number;
  close(): Promise<void>;
}

export async function startBalancer(): Promise<Balancer> {
  let upstreams: readonly string[] = [];
  const ready = new Map<string, boolean>();
  let next = 0;
  let closed = false;
  const check = async () => {
    while (!closed) {
      await Promise.all(
        upstreams.map(async (u) => {
          ready.set(
            u,
            await fetch(`${u}/readyz`, { signal: AbortSignal.timeout(1000) }).then(
              (r) => r.ok,
              () => false,
            ),
          );
        }),
      );
      await new Promise((r) => setTimeout(r, 500));
    }
  };
  const checking = check();

  const forward = (
    request: http.IncomingMessage,
    body: Buffer,
    response: http.ServerResponse,
    tried: number,
  ) => {
    const candidates = upstreams.filter((u) => ready.get(u));
    const pool = candidates.length > 0 ? candidates : upstreams;
    const upstream = pool[next++ % pool.length] as string;
    const target = new URL(request.url ?? '/', upstream);
    const outgoing = http.request(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host }, agent: false },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    outgoing.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED' && tried < upstreams.length) {
        ready.set(upstream, false);
        forward(request, body, response, tried + 1);
        return;
      }
      balancer.badGateway += 1;
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('bad gateway');
    });
    outgoing.end(body);
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => forward(request, Buffer.concat(chunks), response, 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const balancer: Balancer = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    badGateway: 0,
    route(list) {
      upstreams = [...list];
      for (const u of upstreams) ready.set(u, true);
    },
    async close() {
      closed = true;
      await checking;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return balancer;
}
