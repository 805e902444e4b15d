// What @hono/node-server hands the app about the connection (c.env.incoming.socket), for app.request() in tests:
//   await t.app.request('/dev/mail.json', {}, clientAt('127.0.0.1'));
export function clientAt(address: string) {
  return {
    incoming: {
      socket: {
        remoteAddress: address,
        remotePort: 50_000,
        remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4',
      },
    },
  };
}
