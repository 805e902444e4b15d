import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESS_MIN_BYTES } from './compress-responses';

/**
 * A JSON answer that is already text (the trainings page, serialised in parts), sent with its length. From
 * COMPRESS_MIN_BYTES on it is gzip-compressed here, in one synchronous call, when the browser accepts gzip: for a few
 * KB that costs a fraction of the compression middleware's stream (which leaves an answer that has a
 * Content-Encoding alone).
 */
export function jsonText(c: Context, text: string): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (Buffer.byteLength(text) < COMPRESS_MIN_BYTES) {
    return c.body(text, 200, { ...headers, 'Content-Length': String(Buffer.byteLength(text)) });
  }
  headers.Vary = 'Accept-Encoding';
  if (!acceptsGzip(c.req.header('accept-encoding'))) {
    return c.body(text, 200, { ...headers, 'Content-Length': String(Buffer.byteLength(text)) });
  }
  const zipped = gzipSync(text);
  const body = new Uint8Array(zipped.buffer as ArrayBuffer, zipped.byteOffset, zipped.byteLength);
  return c.body(body, 200, {
    ...headers,
    'Content-Encoding': 'gzip',
    'Content-Length': String(body.byteLength),
  });
}

/** gzip (or `*`) with a q above 0, as hono's compress middleware reads the header. */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const gzip = accepts.find((a) => a.type.toLowerCase() === 'gzip') ?? accepts.find((a) => a.type === '*');
  return (gzip?.q ?? 0) > 0;
}
