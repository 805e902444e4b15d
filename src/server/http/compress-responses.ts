import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Below this an answer goes out as it is: compressing a few hundred bytes saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

// Answers made per request (JSON, the dev outbox, a CSV export) are gzip-compressed when the browser accepts it and
// they are at least COMPRESS_MIN_BYTES long. hono's compress leaves alone what must stay as it is: an answer that
// already has a Content-Encoding (the built files, precompressed), event streams, images and other binary types,
// `Cache-Control: no-transform`, ranges and HEAD. It can tell a small answer only by its Content-Length, which a JSON
// answer gets only when it is written: so a JSON answer's length is counted here first (it is in memory anyway).
export function compressResponses(): MiddlewareHandler {
  const gzip = compress({ threshold: COMPRESS_MIN_BYTES });
  return (c, next) =>
    gzip(c, async () => {
      await next();
      const res = c.res;
      if (res.headers.has('Content-Length') || !res.body) return;
      if (!JSON_TYPE.test(res.headers.get('Content-Type') ?? '')) return;
      const body = new Uint8Array(await res.arrayBuffer());
      const counted = new Response(body, res);
      counted.headers.set('Content-Length', String(body.byteLength));
      c.res = counted;
    });
}
