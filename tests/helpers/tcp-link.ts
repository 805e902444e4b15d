import net from 'node:net';

// A real TCP link between the app and a server it depends on (PostgreSQL, Stripe) that a test can break the ways
// such a server goes away: `down()` as a killed one (every open connection dropped, new ones reset at once),
// `hang()` as one that accepts and never answers (a stopped process, a lost network), `up()` as it back.
//   const link = await openTcpLink(t.database.url);
//   const db = connect(link.url).db;  ... await link.down(); ... link.up();

export interface TcpLink {
  /** The server's URL through the link. */
  url: string;
  down(): Promise<void>;
  hang(): void;
  up(): void;
  close(): Promise<void>;
}

export async function openTcpLink(serverUrl: string): Promise<TcpLink> {
  const target = new URL(serverUrl);
  let mode: 'up' | 'down' | 'hang' = 'up';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  };
  const server = net.createServer((client) => {
    track(client);
    // Reset at once, as a port where nothing listens refuses (the listener stays, so the port stays ours).
    if (mode === 'down') return void client.resetAndDestroy();
    if (mode === 'hang') return;
    const upstream = net.connect(
      Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
      target.hostname,
    );
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(serverUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const dropAll = async () => {
    for (const socket of sockets) socket.resetAndDestroy();
    // The pool hears of its lost connections on the next turns of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 50));
  };
  return {
    url: url.toString(),
    async down() {
      mode = 'down';
      await dropAll();
    },
    hang() {
      mode = 'hang';
    },
    up() {
      mode = 'up';
    },
    async close() {
      await dropAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
