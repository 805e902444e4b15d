import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { notFound } from '../../errors';

// The dev outbox shows every sign-in code, so it answers only someone at this very machine: the socket's peer must
// be a loopback address (never a header: X-Forwarded-For is whatever the client wrote). A request that came through
// a proxy is refused too, because to us its peer is the proxy, which may well sit on this machine.

const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

export function isLoopbackAddress(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/i.test(address);
}

export function isLoopbackClient(c: Context): boolean {
  if (PROXY_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  try {
    const address = getConnInfo(c).remote.address;
    return address !== undefined && isLoopbackAddress(address);
  } catch {
    // No socket (a request built in process): nobody we can vouch for.
    return false;
  }
}

/** Anyone else gets the same 404 as in production: the outbox is not even said to exist. */
export const loopbackOnly: MiddlewareHandler = async (c, next) => {
  if (!isLoopbackClient(c)) throw notFound();
  await next();
};
