import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Config } from '../config';

/** The header our server sets for better-auth (session records); any client-sent copy is removed first. */
export const CLIENT_IP_HEADER = 'x-anpfiff-client-ip';

/** Requests without a socket (app.request() in tests) share this address. */
export const NO_SOCKET_IP = '127.0.0.1';

/**
 * The client's address: the socket's peer; behind TRUST_PROXY proxies of ours, the X-Forwarded-For entry the
 * outermost of them appended. Each proxy appends the address it was reached from, so that entry is the TRUST_PROXY-th
 * from the right; entries further left are whatever the client sent and are never believed (a client could
 * otherwise pick a fresh address for every request and escape the per-IP limits).
 */
export function clientIp(c: Context, config: Pick<Config, 'TRUST_PROXY'>): string {
  if (config.TRUST_PROXY > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim());
    const forwarded = entries[entries.length - config.TRUST_PROXY];
    if (forwarded && isIP(forwarded)) return unmapIpv4(forwarded);
  }
  return socketIp(c);
}

function socketIp(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? unmapIpv4(address) : NO_SOCKET_IP;
  } catch {
    return NO_SOCKET_IP;
  }
}

/** An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d; it is the same client as a.b.c.d. */
function unmapIpv4(address: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
}

/**
 * The rate-limit bucket of an address: IPv6 collapses to its /64 network, because a single subscriber usually holds
 * a whole /64 and could rotate through it.
 */
export function ipBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}

/** Headers for a better-auth call: the request's own, with our client IP header set by us alone. */
export function headersForAuth(c: Context, ip: string): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  headers.set(CLIENT_IP_HEADER, ip);
  return headers;
}
