import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { isLocalClient } from '../../http/loopback-only';
import { scrapeMetrics } from './scrape';

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time; false without a configured token. */
function hasMetricsToken(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * /metrics in Prometheus's text format (decision 043): for a client on this machine (as the dev outbox decides it)
 * or one with METRICS_TOKEN. Anyone else gets the 404 of a path that does not exist.
 */
export function metricsRoutes(ctx: AppContext) {
  return new Hono().get('/metrics', async (c) => {
    const allowed =
      hasMetricsToken(c.req.header('authorization'), ctx.config.METRICS_TOKEN) ||
      isLocalClient(c, ctx.config.appUrl);
    if (!allowed) throw notFound();
    const { text, contentType } = await scrapeMetrics(ctx);
    return c.body(text, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  });
}
