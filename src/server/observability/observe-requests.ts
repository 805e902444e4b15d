import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import { logFor } from './log';
import { httpDuration, httpRequests } from './metrics';
import { runInRequestContext } from './request-context';

const log = logFor('http');

/** Long enough for any proxy's id (a UUID, a trace id), short enough to keep log lines small. */
const REQUEST_ID_LIMIT = 128;

/**
 * Every request gets an id, answered as `X-Request-Id` and written on every log line below it, in its error body and
 * in the jobs it queues. A proxy's `X-Request-Id` is taken only when TRUST_PROXY says proxies of ours stand in
 * front (a client could otherwise pick ids that collide with others'); otherwise, and for a malformed one, a new
 * UUID.
 */
export function requestIds(trustProxy: number): MiddlewareHandler {
  return requestId({ headerName: trustProxy > 0 ? 'X-Request-Id' : '', limitLength: REQUEST_ID_LIMIT });
}

/**
 * One log line and the metrics per answered request: method, the route's pattern (never the path itself, which can
 * hold a calendar token or an id), status and duration. Needs requestIds in front of it.
 */
export function observeRequests(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const id = c.get('requestId');
    await runInRequestContext({ requestId: id }, () => next());
    c.res.headers.set('X-Request-Id', id);
    const seconds = (performance.now() - started) / 1000;
    const route = routePath(c) || 'unmatched';
    const { method } = c.req;
    const status = c.res.status;
    httpRequests.inc({ method, route, status: String(status) });
    httpDuration.observe({ method, route }, seconds);
    const line = { requestId: id, method, route, status, ms: Math.round(seconds * 10_000) / 10 };
    // A 5xx's cause is logged as an error where it was caught (or a 503 is an outage the pool reports): a warning here.
    if (status >= 500) log.warn(line, 'request');
    else log.info(line, 'request');
  };
}
