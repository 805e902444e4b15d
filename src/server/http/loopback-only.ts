import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { notFound } from '../errors';

// What answers only someone at this very machine (the dev outbox, which shows every sign-in code; /metrics without
// its token): the socket's peer must be a loopback address (never a header: X-Forwarded-For is whatever the client wrote). A request that came through
// a proxy is refused too, because to us its peer is the proxy, which may well sit on this machine. And the host
// the browser asked for must be this machine's or the app's own (isOwnHost).

const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

function isLoopbackAddress(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/i.test(address);
}

function isLoopbackClient(c: Context): boolean {
  if (PROXY_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  try {
    const address = getConnInfo(c).remote.address;
    return address !== undefined && isLoopbackAddress(address);
  } catch {
    // No socket (a request built in process): nobody we can vouch for.
    return false;
  }
}

const LOOPBACK_NAMES = new Set(['localhost', '[::1]']);

/**
 * The host the browser asked for names this machine or the app itself. A loopback peer is not enough: with DNS
 * rebinding, a page of evil.example whose name now resolves to 127.0.0.1 reads the outbox from the victim's own
 * browser, which still sends `Host: evil.example`.
 */
function isOwnHost(c: Context, appUrl: string): boolean {
  const named = c.req.header('host') ?? new URL(c.req.url).host;
  let hostname: string;
  try {
    hostname = new URL(`http://${named}`).hostname;
  } catch {
    return false;
  }
  return (
    LOOPBACK_NAMES.has(hostname) ||
    /^127(\.\d{1,3}){3}$/.test(hostname) ||
    hostname === new URL(appUrl).hostname
  );
}

/** A client at this machine, asking for this machine or the app by name (both checks above). */
export function isLocalClient(c: Context, appUrl: string): boolean {
  return isLoopbackClient(c) && isOwnHost(c, appUrl);
}

/** Anyone else gets the same 404 as in production: the outbox is not even said to exist. */
export function loopbackOnly(appUrl: string): MiddlewareHandler {
  return async (c, next) => {
    if (!isLocalClient(c, appUrl)) throw notFound();
    await next();
  };
}
